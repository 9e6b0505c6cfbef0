import { describe, expect } from 'vitest';
import { itOnPostgres } from '../../../test/test-db.ts';
import { useServerInstances } from '../../../test/server-instances.ts';
import { chatSocket } from '../../../test/chat-fixtures.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';

/*
 * The chat across server instances: a line written through one instance reaches sockets held by
 * another, through PostgreSQL LISTEN/NOTIFY, and is stored once.
 */
const servers = useServerInstances({});

describe('chat on several instances', () => {
  itOnPostgres('two instances on one PostgreSQL: lines persist and fan out to the sockets of both', async () => {
    const first = await servers.fresh();
    const a = await servers.listen(first);
    const b = await servers.listen(await servers.same(first));

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
  });

  itOnPostgres('a logout through one instance closes the sockets of that session held by the other', async () => {
    const first = await servers.fresh();
    const a = await servers.listen(first);
    const b = await servers.listen(await servers.same(first));
    const member = await newMember(first.db);
    const { auth: support, token: deskToken } = await operatorToken(first.db, 'support');
    const memberOnB = await chatSocket(b, '/wps/chat/live', member.token);
    const deskOnB = await chatSocket(b, '/admin/api/chat/live', deskToken);

    const memberOut = await a.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(member.token) });
    expect(memberOut.statusCode).toBe(200);
    await expect.poll(() => memberOnB.closedWith(), { timeout: 5000 }).toBe(4401);

    const deskOut = await a.inject({ method: 'DELETE', url: '/admin/api/session/logout', headers: support });
    expect(deskOut.statusCode).toBe(200);
    await expect.poll(() => deskOnB.closedWith(), { timeout: 5000 }).toBe(4401);
  });
});
