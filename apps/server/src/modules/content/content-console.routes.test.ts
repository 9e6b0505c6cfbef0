import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { operatorToken } from '../../../test/payments-fixtures.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';

/** The routes the console's content tabs added: the feedback note, a support position's removal, the preview. */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', TRUSTED_PROXIES: '127.0.0.1' });
let editor: Record<string, string>;
let editorName: string;
beforeAll(async () => {
  const made = await operatorToken(t.database.db, 'support');
  editor = made.auth;
  editorName = made.operator.username;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = editor) =>
  t.app.inject({ method, url, headers: { Language: 'en', ...headers }, ...(payload ? { payload } : {}) });

describe('the feedback inbox', () => {
  it('an operator marks feedback handled with a note; the inbox shows who and what; a second mark changes nothing', async () => {
    const { token } = await newMember(t.database.db);
    const content = 'The lottery results page is slow tonight';
    const sent = await call('PUT', '/wps/feedback', { content }, { ...auth(token), 'x-forwarded-for': '10.1.0.1' });
    expect(sent.statusCode).toBe(200);
    const [row] = (await call('GET', '/admin/api/content/feedback?open=1')).json().value.list;
    expect(row).toMatchObject({ content, handledAt: null, handledBy: null, note: null });

    const long = await call('POST', `/admin/api/content/feedback/${row.id}/handled`, { note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'note' });
    const handled = await call('POST', `/admin/api/content/feedback/${row.id}/handled`, {
      note: '  Answered by chat; filed as a bug.  ',
    });
    expect(handled.statusCode).toBe(200);
    await call('POST', `/admin/api/content/feedback/${row.id}/handled`, { note: 'overwritten?' });

    const done = (await call('GET', '/admin/api/content/feedback?open=0')).json().value.list;
    expect(done.find((f: { id: number }) => f.id === row.id)).toMatchObject({
      handledBy: editorName,
      note: 'Answered by chat; filed as a bug.',
    });
  });

  it('marking handled without a body still works (the command line and older consoles send none)', async () => {
    const { token } = await newMember(t.database.db);
    await call('PUT', '/wps/feedback', { content: 'Please add a dark theme for the app' }, auth(token));
    const [row] = (await call('GET', '/admin/api/content/feedback?open=1')).json().value.list;
    const res = await call('POST', `/admin/api/content/feedback/${row.id}/handled`);
    expect(res.statusCode).toBe(200);
    const open = (await call('GET', '/admin/api/content/feedback?open=1')).json().value.list;
    expect(open.map((f: { id: number }) => f.id)).not.toContain(row.id);
  });
});

describe('a reply to a feedback', () => {
  const inbox = (token: string, language = 'en') =>
    call('GET', '/wps/relay/MCSFE_getInboxMessages?pageNo=1&pageSize=10', undefined, {
      ...auth(token),
      Language: language,
    });

  it('reaches the member who wrote it in their platform inbox, once; a second reply is 409 and delivers nothing', async () => {
    const { token } = await newMember(t.database.db);
    await call('PUT', '/wps/feedback', { content: 'The deposit page hides the PIX option' }, auth(token));
    const [row] = (await call('GET', '/admin/api/content/feedback?open=1')).json().value.list;
    expect(row).toMatchObject({ reply: null, repliedAt: null, repliedBy: null, replyDelivery: null });

    const text = 'Thanks! PIX is back on the deposit page.\nTell us if it hides again.';
    const answered = await call('POST', `/admin/api/content/feedback/${row.id}/reply`, { reply: `  ${text}  ` });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().value).toMatchObject({
      id: row.id,
      reply: text,
      repliedBy: editorName,
      replyDelivery: 'inbox',
    });
    // Replying is not handling: the feedback stays open until the operator marks it.
    expect(answered.json().value.handledAt).toBeNull();

    const messages = (await inbox(token)).json().value;
    expect(messages.unReadCount).toBe(1);
    expect(messages.list[0]).toMatchObject({
      template: 'feedback_reply',
      title: 'Reply to your feedback',
      content: text,
    });
    // The title follows the reader's language; the operator's words stay as written.
    expect((await inbox(token, 'pt-BR')).json().value.list[0]).toMatchObject({
      title: 'Resposta ao seu feedback',
      content: text,
    });

    const again = await call('POST', `/admin/api/content/feedback/${row.id}/reply`, { reply: 'A second word' });
    expect([again.statusCode, again.json().code, again.json().message]).toEqual([
      409,
      'feedback.already_replied',
      'This feedback already has a reply.',
    ]);
    expect((await inbox(token)).json().value.total).toBe(1);
    const trail = await t.database.db
      .selectFrom('audit_log')
      .select(['target', 'status', 'operator_name'])
      .where('action', '=', 'POST /admin/api/content/feedback/:id/reply')
      .where('target', '=', `feedback=${row.id}`)
      .orderBy('id')
      .execute();
    expect(trail.map((e) => [e.status, e.operator_name])).toEqual([
      [200, editorName],
      [409, editorName],
    ]);
  });

  it('to a visitor is kept with no member to deliver to, and the feedback can still be marked handled', async () => {
    await call('PUT', '/wps/feedback', { content: 'Your site does not load on my old phone' }, {});
    const [row] = (await call('GET', '/admin/api/content/feedback?open=1')).json().value.list;
    expect(row.memberId).toBeNull();
    const answered = await call('POST', `/admin/api/content/feedback/${row.id}/reply`, { reply: 'Noted, thank you.' });
    expect(answered.json().value).toMatchObject({ reply: 'Noted, thank you.', replyDelivery: 'no_member' });
    expect((await call('POST', `/admin/api/content/feedback/${row.id}/handled`)).statusCode).toBe(200);
    const done = (await call('GET', '/admin/api/content/feedback?open=0')).json().value.list;
    expect(done.find((f: { id: number }) => f.id === row.id)).toMatchObject({
      reply: 'Noted, thank you.',
      replyDelivery: 'no_member',
      handledBy: editorName,
    });
  });

  it('refuses markup, an empty reply and a stranger’s feedback; only feedback handlers may reply', async () => {
    await call('PUT', '/wps/feedback', { content: 'Please add more slot games soon' }, {});
    const [row] = (await call('GET', '/admin/api/content/feedback?open=1')).json().value.list;
    const url = `/admin/api/content/feedback/${row.id}/reply`;
    const markup = await call('POST', url, { reply: 'See <a href="https://evil.example">here</a>' });
    expect(markup.statusCode).toBe(400);
    expect(markup.json().errors[0]).toMatchObject({ field: 'reply', key: 'validation.markup' });
    expect((await call('POST', url, { reply: '   ' })).statusCode).toBe(400);
    expect((await call('POST', '/admin/api/content/feedback/999999/reply', { reply: 'Hello' })).statusCode).toBe(404);
    const reader = await operatorToken(t.database.db, 'readonly');
    const refused = await call('POST', url, { reply: 'Hello' }, reader.auth);
    expect(refused.statusCode).toBe(403);
    const [still] = (await call('GET', '/admin/api/content/feedback?open=1')).json().value.list;
    expect(still).toMatchObject({ id: row.id, reply: null });
  });
});

describe('the brand a content tab acts on', () => {
  it('an operator of every brand picks one by ?merchant=; one bound to a brand is refused another; the picker lists the reachable brands', async () => {
    const other = await createMerchant(t.database.db, { code: 'picked' });
    const article = { language: 'en', category: 'Payments', title: 'Picked brand only', content: '<p>Hi</p>' };
    const made = await call('POST', '/admin/api/content/help?merchant=picked', article);
    expect(made.statusCode).toBe(200);
    const titles = async (query: string) =>
      (await call('GET', `/admin/api/content/help${query}`)).json().value.list.map((a: { title: string }) => a.title);
    expect(await titles('?merchant=picked')).toEqual(['Picked brand only']);
    expect(await titles('')).not.toContain('Picked brand only');
    expect((await call('GET', '/admin/api/content/feedback?merchant=picked')).json().value.list).toEqual([]);

    const bound = await operatorToken(t.database.db, 'content', other.id);
    expect((await call('GET', '/admin/api/content/help?merchant=arcadia', undefined, bound.auth)).statusCode).toBe(403);
    expect((await call('GET', '/admin/api/content/banners', undefined, bound.auth)).statusCode).toBe(200);
    const reach = (headers: Record<string, string>) =>
      call('GET', '/admin/api/session/brands', undefined, headers).then((r) => r.json().value);
    expect(await reach(bound.auth)).toEqual([{ code: 'picked', name: 'picked', isDefault: false }]);
    expect((await reach(editor)).map((b: { code: string }) => b.code)).toEqual(['arcadia', 'picked']);
  });
});

describe('support positions', () => {
  it('one the brand set is removed; removing it again is not found', async () => {
    expect((await call('PUT', '/admin/api/content/support/CS-7', { type: 3, path: '/chat' })).statusCode).toBe(200);
    const positions = () => call('GET', '/admin/api/content/support').then((r) => r.json().value.list);
    expect((await positions()).map((p: { position: string }) => p.position)).toContain('CS-7');
    expect((await call('DELETE', '/admin/api/content/support/CS-7')).statusCode).toBe(200);
    expect((await positions()).map((p: { position: string }) => p.position)).not.toContain('CS-7');
    const again = await call('DELETE', '/admin/api/content/support/CS-7');
    expect([again.statusCode, again.json().code]).toEqual([404, 'content.not_found']);
  });
});

describe('the rich-text preview', () => {
  it('answers the HTML as members will see it: script, handlers and off-site tricks gone, links opened apart', async () => {
    const html =
      '<p><strong>Big</strong> news <a href="/promotions">here</a><script>alert(1)</script>' +
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a></p>';
    const res = await call('POST', '/admin/api/content/preview', { html });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.html).toBe(
      '<p><strong>Big</strong> news <a href="/promotions" target="_blank" rel="noopener noreferrer">here</a><img /><a target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });
});
