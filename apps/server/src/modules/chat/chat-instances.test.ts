import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { openPostgres, type DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { chatSocket } from '../../../test/chat-fixtures.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';

/*
 * The chat across server instances: a line written through one instance reaches sockets held by
 * another, through PostgreSQL LISTEN/NOTIFY, and is stored once.
 */
const open: { apps: App[]; handles: DbHandle[] } = { apps: [], handles: [] };

afterEach(async () => {
  for (const app of open.apps.splice(0)) await app.close();
  for (const handle of open.handles.splice(0).reverse()) await handle.close();
});

async function instance(database: DbHandle, url: string) {
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'error', SERVE_WEB: 'false', DATABASE_URL: url };
  const app = await buildApp({ config: loadConfig(env), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  open.apps.push(app);
  return app;
}

describe('chat on several instances', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'two instances on one PostgreSQL: lines persist and fan out to the sockets of both',
    async () => {
      const url = process.env.DATABASE_URL!;
      const first = await createTestDatabase();
      open.handles.push(first);
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(first.db);
      const second = openPostgres(url, { schema: rows[0]!.schema, max: 5 });
      open.handles.push(second);
      const a = await instance(first, url);
      const b = await instance(second, url);

      const member = await newMember(first.db);
      const { auth: support, token: operatorTokenValue } = await operatorToken(first.db, 'support');
      const memberOnB = await chatSocket(b, '/wps/chat/live', member.token);
      const deskOnB = await chatSocket(b, '/admin/api/chat/live', operatorTokenValue);

      // The member writes through A; the operator's socket on B hears it.
      const sent = await a.inject({
        method: 'POST',
        url: '/wps/chat/messages',
        headers: auth(member.token),
        payload: { text: 'from A' },
      });
      expect(sent.statusCode).toBe(200);
      await expect.poll(() => deskOnB.of('message').map((e) => e.message.text), { timeout: 5000 }).toContain('from A');

      // The operator answers through A; the member's socket on B hears it, and both lines are stored once.
      const { conversationId } = sent.json().value;
      const reply = await a.inject({
        method: 'POST',
        url: `/admin/api/chat/conversations/${conversationId}/messages`,
        headers: support,
        payload: { text: 'answer via A' },
      });
      expect(reply.statusCode).toBe(200);
      await expect
        .poll(() => memberOnB.of('message').map((e) => e.message.text), { timeout: 5000 })
        .toContain('answer via A');
      const history = await b.inject({ method: 'GET', url: '/wps/chat/messages', headers: auth(member.token) });
      expect(history.json().value.list.map((m: { text: string }) => m.text)).toEqual(['from A', 'answer via A']);
      expect(history.json().value.unReadCount).toBe(1);
      memberOnB.socket.terminate();
      deskOnB.socket.terminate();
    },
  );
});
