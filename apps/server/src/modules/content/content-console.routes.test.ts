import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { operatorToken } from '../../../test/payments-fixtures.ts';
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
