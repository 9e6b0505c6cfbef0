import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { chatSocket, giveClubRank, tinyPng } from '../../../test/chat-fixtures.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';
import { setFlag } from '../flags/flags.usecases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: { ...headers }, ...(payload ? { payload } : {}) });
const write = (token: string, text: string) => call('POST', '/wps/chat/messages', auth(token), { text });
const history = (token: string) => call('GET', '/wps/chat/messages', auth(token));

describe('customer-service chat, member side', () => {
  it('the chat URL call answers our own chat page with the title, language and header colour', async () => {
    const { token } = await newMember(db());
    const res = await call('POST', '/wps/relay/CSP_getChatUrl', auth(token), {
      b2c: 1,
      title: 'Help',
      language: 'pt',
      headerColor: '#112233',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      chatUrl: '/chat?language=pt&title=Help&headerColor=%23112233',
      queue: 'normal',
    });
    expect((await call('POST', '/wps/relay/CSP_getChatUrl', {}, { b2c: 1 })).statusCode).toBe(401);
  });

  it('a member never reads another member’s conversation', async () => {
    const alice = await newMember(db());
    const bob = await newMember(db());
    expect((await write(alice.token, 'my account number is 42')).statusCode).toBe(200);
    expect((await history(alice.token)).json().value.list.map((m: { text: string }) => m.text)).toEqual([
      'my account number is 42',
    ]);
    expect((await history(bob.token)).json().value).toMatchObject({ list: [], hasMore: false });
    // Bob's line opens his own conversation, never lands in Alice's.
    await write(bob.token, 'hello');
    const aliceIds = new Set(
      (await history(alice.token)).json().value.list.map((m: { conversationId: number }) => m.conversationId),
    );
    const bobIds = new Set(
      (await history(bob.token)).json().value.list.map((m: { conversationId: number }) => m.conversationId),
    );
    expect([...aliceIds].some((id) => bobIds.has(id))).toBe(false);
    expect((await history(alice.token)).json().value.list).toHaveLength(1);
  });

  it('a trial account (isAgent 4) is refused with in_please_information, on HTTP and on the socket', async () => {
    const { token } = await newMember(db(), { trial: true });
    for (const res of [
      await call('POST', '/wps/relay/CSP_getChatUrl', auth(token), { b2c: 1 }),
      await write(token, 'hi'),
      await history(token),
      await call('GET', '/wps/relay/CSP_chatUnreadCount', auth(token)),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'chat.please_information' });
      expect(res.json().message).toContain('real account');
    }
    const live = await chatSocket(t.app, '/wps/chat/live', token);
    await expect.poll(() => live.closedWith()).toBe(4403);
    expect(live.of('error')[0]?.code).toBe('chat.please_information');
    expect(await db().selectFrom('chat_messages').selectAll().where('text', '=', 'hi').execute()).toEqual([]);
  });

  it('with flag CBS3 off the chat is refused (chat.disabled)', async () => {
    const { token } = await newMember(db());
    await setFlag(db(), 1, 'CBS3', false);
    try {
      const res = await write(token, 'anyone there?');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('chat.disabled');
    } finally {
      await setFlag(db(), 1, 'CBS3', true);
    }
  });

  it('a member with club rank above 4 is served in the VIP queue; rank 4 is not', async () => {
    const vip = await newMember(db());
    await giveClubRank(db(), vip.member.id, 5);
    const plain = await newMember(db());
    await giveClubRank(db(), plain.member.id, 4);
    expect((await write(vip.token, 'vip here')).statusCode).toBe(200);
    expect((await history(vip.token)).json().value.queue).toBe('vip');
    expect((await history(plain.token)).json().value.queue).toBe('normal');
  });

  it('an attachment that is really HTML is refused, a real picture is stored re-encoded as WebP', async () => {
    const { token } = await newMember(db());
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/chat/attachments',
      headers: { ...auth(token), 'content-type': 'image/png' },
      payload: html,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('content.image_type');
    expect((await history(token)).json().value.list).toEqual([]);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/chat/attachments?text=screenshot',
      headers: { ...auth(token), 'content-type': 'image/png' },
      payload: await tinyPng(),
    });
    expect(sent.statusCode).toBe(200);
    const { attachment, text } = sent.json().value;
    expect(text).toBe('screenshot');
    expect(attachment).toMatchObject({
      width: 40,
      height: 30,
      url: expect.stringMatching(/^\/wps\/chat\/attachments\/[\w-]{32}\.webp$/),
    });
    const image = await t.app.inject({ method: 'GET', url: attachment.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

describe('customer-service chat, operator side', () => {
  it('an operator answers, the member sees it live and unread, and reading clears it', async () => {
    const member = await newMember(db());
    const { auth: support } = await operatorToken(db(), 'support');
    const live = await chatSocket(t.app, '/wps/chat/live', member.token);
    expect(live.of('ready')[0]).toEqual({ type: 'ready', unReadCount: 0 });
    live.send({ type: 'send', text: 'where is my deposit?' });
    await expect.poll(() => live.of('message').length).toBe(1);

    const list = (await call('GET', '/admin/api/chat/conversations?queue=normal', support)).json().value.list;
    const conversation = list.find((c: { memberId: number }) => c.memberId === member.member.id);
    expect(conversation).toMatchObject({ status: 'open', unread: 1, lastMessage: 'where is my deposit?' });

    const reply = await call('POST', `/admin/api/chat/conversations/${conversation.id}/messages`, support, {
      text: 'Let me check.',
    });
    expect(reply.statusCode).toBe(200);
    await expect.poll(() => live.of('message').map((e) => e.message.text)).toContain('Let me check.');
    const unread = await call('GET', '/wps/relay/CSP_chatUnreadCount', auth(member.token));
    expect(unread.json().value).toEqual({ unReadCount: 1 });

    const read = await call('PUT', '/wps/chat/read', auth(member.token), { upTo: reply.json().value.id });
    expect(read.json().value).toEqual({ unReadCount: 0 });
    const seen = await call('GET', `/admin/api/chat/conversations/${conversation.id}`, support);
    expect(seen.json().value.list.map((m: { sender: string }) => m.sender)).toEqual(['member', 'operator']);

    expect((await call('POST', `/admin/api/chat/conversations/${conversation.id}/close`, support)).statusCode).toBe(
      200,
    );
    await expect.poll(() => live.of('closed').length).toBe(1);
    const late = await call('POST', `/admin/api/chat/conversations/${conversation.id}/messages`, support, {
      text: 'x',
    });
    expect(late.json().code).toBe('chat.closed');
    live.socket.terminate();
  });

  it('an operator of a role without chat access (finance) is refused', async () => {
    const { auth: finance, token } = await operatorToken(db(), 'finance');
    const res = await call('GET', '/admin/api/chat/conversations', finance);
    expect(res.statusCode).toBe(403);
    const live = await chatSocket(t.app, '/admin/api/chat/live', token);
    await expect.poll(() => live.closedWith()).toBe(4403);
  });

  it('an operator of another brand does not see this brand’s conversations; a member token never opens the operator API', async () => {
    const member = await newMember(db());
    await write(member.token, 'brand one');
    const conversationId = (await history(member.token)).json().value.list[0].conversationId;
    const other = await createMerchant(db(), { code: 'otherbrand' });
    const { auth: elsewhere } = await operatorToken(db(), 'support', other.id);
    expect((await call('GET', `/admin/api/chat/conversations/${conversationId}`, elsewhere)).statusCode).toBe(404);
    const mine = (await call('GET', '/admin/api/chat/conversations', elsewhere)).json().value.list;
    expect(mine).toEqual([]);
    expect((await call('GET', '/admin/api/chat/conversations', auth(member.token))).statusCode).toBe(401);
  });

  it('the operators’ socket sees members’ lines and typing; a bad token is closed with 4401', async () => {
    const { token } = await operatorToken(db(), 'admin');
    const desk = await chatSocket(t.app, '/admin/api/chat/live', token);
    const member = await newMember(db());
    await write(member.token, 'typing test');
    const live = await chatSocket(t.app, '/wps/chat/live', member.token);
    live.send({ type: 'typing' });
    await expect.poll(() => desk.of('typing').length).toBeGreaterThan(0);
    expect(desk.of('message').map((e) => e.message.text)).toContain('typing test');
    const stranger = await chatSocket(t.app, '/wps/chat/live', 'x'.repeat(43));
    await expect.poll(() => stranger.closedWith()).toBe(4401);
    desk.socket.terminate();
    live.socket.terminate();
  });
});
