import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { accountsClient } from '../../../test/accounts-client.ts';
import { chatSocket } from '../../../test/chat-fixtures.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { startSession } from '../auth/sessions.usecases.ts';
import { auth, LOGIN_PASSWORD, newMember } from '../../../test/wallet-fixtures.ts';

/*
 * A chat socket lives no longer than the session that opened it: logout, a password change,
 * expiry or a revocation closes it (4401), on the member's side and on the operators'.
 */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
beforeAll(() => t.app.listen({ port: 0, host: '127.0.0.1' }));

const db = () => t.database.db;
const storedLines = async (text: string) =>
  db().selectFrom('chat_messages').select('id').where('text', '=', text).execute();

describe('chat sockets end with their session', () => {
  it('a member’s logout closes its socket: nothing it sends afterwards is stored, no reply reaches it', async () => {
    const member = await newMember(db());
    const { auth: support } = await operatorToken(db(), 'support');
    const live = await chatSocket(t.app, '/wps/chat/live', member.token);
    live.send({ type: 'send', text: 'before logout' });
    await expect.poll(() => live.of('message').length).toBe(1);
    const conversationId = live.of('message')[0]!.message.conversationId;

    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(member.token) });
    expect(out.statusCode).toBe(200);
    await expect.poll(() => live.closedWith(), { timeout: 3000 }).toBe(4401);

    live.send({ type: 'send', text: 'after logout' });
    await t.app.inject({
      method: 'POST',
      url: `/admin/api/chat/conversations/${conversationId}/messages`,
      headers: support,
      payload: { text: 'reply after logout' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storedLines('after logout')).toEqual([]);
    expect(live.of('message').map((e) => e.message.text)).toEqual(['before logout']);
  });

  it('a password change closes the sockets of the other sessions and keeps the one that made it', async () => {
    const member = await newMember(db());
    const { token: other } = await startSession(db(), member.member.id, null);
    const mine = await chatSocket(t.app, '/wps/chat/live', member.token);
    const elsewhere = await chatSocket(t.app, '/wps/chat/live', other);

    const changed = await accountsClient(t).changePassword(member.token, {
      oldPassword: LOGIN_PASSWORD,
      newPassword: 'Newer#Pass7',
      confirmNewPassword: 'Newer#Pass7',
    });
    expect(changed.statusCode).toBe(200);
    await expect.poll(() => elsewhere.closedWith(), { timeout: 3000 }).toBe(4401);
    mine.send({ type: 'send', text: 'still here' });
    await expect.poll(() => mine.of('message').length).toBe(1);
    expect(mine.closedWith()).toBeNull();
    mine.socket.terminate();
  });

  it('a session that expired while its socket was open is closed at its next check, and sends nothing', async () => {
    const member = await newMember(db());
    const live = await chatSocket(t.app, '/wps/chat/live', member.token);
    // Unused for longer than the idle window (120 minutes in tests).
    await db()
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 121 * 60_000).toISOString() })
      .where('member_id', '=', member.member.id)
      .execute();
    live.send({ type: 'send', text: 'from an expired session' });
    await expect.poll(() => live.closedWith(), { timeout: 3000 }).toBe(4401);
    expect(await storedLines('from an expired session')).toEqual([]);
  });

  it('an operator’s logout closes its desk socket: later lines no longer reach it', async () => {
    const { token, auth: desk } = await operatorToken(db(), 'support');
    const socket = await chatSocket(t.app, '/admin/api/chat/live', token);
    const member = await newMember(db());
    await t.app.inject({
      method: 'POST',
      url: '/wps/chat/messages',
      headers: auth(member.token),
      payload: { text: 'desk sees this' },
    });
    await expect.poll(() => socket.of('message').map((e) => e.message.text)).toContain('desk sees this');

    const out = await t.app.inject({ method: 'DELETE', url: '/admin/api/session/logout', headers: desk });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/session', headers: desk })).statusCode).toBe(401);
    await expect.poll(() => socket.closedWith(), { timeout: 3000 }).toBe(4401);

    await t.app.inject({
      method: 'POST',
      url: '/wps/chat/messages',
      headers: auth(member.token),
      payload: { text: 'desk must not see this' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.of('message').map((e) => e.message.text)).not.toContain('desk must not see this');
  });
});
