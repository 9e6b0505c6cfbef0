import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@arcadia/contracts';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage, type Call } from '../test/console-api';
import ContentPage from './content-page';

const READ: Permission[] = ['content.read'];
const WRITE: Permission[] = ['content.read', 'content.write', 'feedback.handle'];

const announcement = {
  id: 7,
  type: 'PL',
  language: 'pt',
  title: 'Festival de prêmios',
  content: '<p>Todos os dias</p>',
  popup: false,
  enabled: true,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const article = (id: number, sort: number, title: string) => ({
  id,
  language: 'en',
  category: 'Account',
  slug: null,
  title,
  content: '<p>Steps</p>',
  sort,
  enabled: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const feedback = {
  id: 31,
  memberId: 5,
  username: 'ana123',
  content: 'The lottery page is slow tonight',
  phone: null,
  language: 'pt',
  createdAt: '2026-11-28T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  note: null,
  reply: null,
  repliedAt: null,
  repliedBy: null,
  replyDelivery: null,
};
const visitorFeedback = { ...feedback, id: 32, memberId: null, username: null, content: 'Cannot load on my phone' };
const ONE_BRAND = [{ code: 'arcadia', name: 'Arcadia', isDefault: true }];
const TWO_BRANDS = [...ONE_BRAND, { code: 'second', name: 'Second brand', isDefault: false }];

/** The content routes over lists held here, so what a page saves shows when it reads again. */
function contentApi(permissions: Permission[], brands = ONE_BRAND) {
  const lists: Record<string, unknown[]> = {
    banners: [],
    announcements: [announcement],
    help: [article(2, 20, 'Change the password'), article(1, 10, 'Open an account')],
    resources: [],
    support: [{ position: 'CS-1', type: 3, path: '/chat' }],
  };
  return fakeConsoleApi(permissions, (call: Call) => {
    if (call.path === '/session/brands') return { value: brands };
    const [, kind, rest] = /^\/content\/(\w+)(.*)$/.exec(call.path) ?? [];
    if (!kind) return undefined;
    if (kind === 'preview') return { value: { html: '<p><strong>Big</strong> news</p>' } };
    if (kind === 'feedback' && call.method === 'GET')
      return { value: { list: rest?.startsWith('?open=0') ? [] : [feedback, visitorFeedback] } };
    if (kind === 'feedback' && rest?.endsWith('/reply')) {
      const from = rest.startsWith('/31') ? feedback : visitorFeedback;
      const reply = (call.body as { reply: string }).reply;
      const delivery = from.memberId === null ? 'no_member' : 'inbox';
      return {
        value: { ...from, reply, repliedAt: '2026-11-28T11:00:00.000Z', repliedBy: 'me', replyDelivery: delivery },
      };
    }
    if (kind === 'feedback') return { value: { ok: true } };
    if (call.method === 'GET') return { value: { list: lists[kind] ?? [] } };
    if (call.method === 'DELETE') return { value: { ok: true } };
    // The server's own refusal (a page name another article holds, say), named by its field.
    if ((call.body as { slug?: string }).slug === 'taken')
      return { status: 400, code: 'request.invalid', errors: [{ field: 'slug', key: 'validation.invalid' }] };
    const saved = { id: 99, ...(call.body as object) };
    if (call.method === 'POST') lists[kind]!.push(saved);
    return { value: saved };
  });
}

// ProseMirror asks where things are on the page (a click, the caret); jsdom lays nothing out.
beforeAll(() => {
  const none = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) });
  document.elementFromPoint ??= () => null;
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= none;
});

/** The page at an address (its `?brand=`), with the address it ends on shown for the test to read. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}
const show = (at = '/content') =>
  renderPage(
    <MemoryRouter initialEntries={[at]}>
      <ContentPage />
      <Address />
    </MemoryRouter>,
  );

const openTab = async (name: string) => userEvent.click(await screen.findByRole('tab', { name }));

describe('the content page', () => {
  it('shows a reader every list with no way to change them', async () => {
    contentApi(READ);
    show();
    expect(await screen.findByRole('table', { name: 'Banners of the brand' })).toBeVisible();
    await openTab('Announcements and popups');
    const row = await screen.findByRole('row', { name: /Festival de prêmios/ });
    expect(row).toHaveTextContent('Notice (notices list)');
    expect(row).toHaveTextContent('Shown now');
    expect(screen.queryByRole('button', { name: /New announcement|Edit|Delete/ })).toBeNull();
    await openTab('Feedback inbox');
    expect(await screen.findByRole('row', { name: /ana123/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Mark handled/ })).toBeNull();
  });

  it('writes an announcement in rich text: refused fields first, the preview, then saved', async () => {
    const calls = contentApi(WRITE);
    show();
    await openTab('Announcements and popups');
    await userEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('form', { name: 'New announcement' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Some fields need fixing: see the messages beside them.')).toBeVisible();
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription(/./);

    await userEvent.type(within(form).getByLabelText('Title'), 'Weekend draw');
    const editor = await within(form).findByRole('textbox', { name: 'Text' });
    // Typed, selected with the keyboard and made bold with the toolbar (jsdom types into the page
    // but keeps no mark set ahead of the typing: the Playwright journey types bold in Chromium).
    await userEvent.type(editor, 'Big');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(within(form).getByRole('button', { name: 'Bold' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'),
    );
    // A link that leaves the site's rule is refused in the editor itself.
    await userEvent.click(within(form).getByRole('button', { name: 'Link' }));
    await userEvent.type(within(form).getByLabelText('Link address'), 'javascript:alert(1){Enter}');
    expect(within(form).getByText(/This address may not be linked/)).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = await within(form).findByRole('region', { name: 'Preview as members see it' });
    expect(preview.querySelector('strong')).toHaveTextContent('Big');
    expect(calls.find((c) => c.path === '/content/preview')?.body).toEqual({ html: '<p><strong>Big</strong></p>' });

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/content/announcements')?.body).toEqual({
      type: 'PL',
      language: null,
      title: 'Weekend draw',
      content: '<p><strong>Big</strong></p>',
      popup: false,
      enabled: true,
      startsAt: null,
      endsAt: null,
    });
    // Saved once, it is edited from then on: a second save changes it.
    expect(screen.getByRole('form', { name: 'Edit the announcement' })).toBe(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/content/announcements/99')).toBe(true),
    );
  });

  it('lists help articles in their order and saves an edited order number; a server refusal lands under its field', async () => {
    const calls = contentApi(WRITE);
    show();
    await openTab('Help articles');
    const table = await screen.findByRole('table', { name: 'Help articles' });
    const titles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[2]?.textContent);
    expect(titles).toEqual(['Open an account', 'Change the password']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Change the password' }));
    const form = screen.getByRole('form', { name: 'Edit the help article' });
    expect(await within(form).findByRole('textbox', { name: 'Text' })).toHaveTextContent('Steps');
    const sort = within(form).getByLabelText('Order');
    await userEvent.clear(sort);
    await userEvent.type(sort, '5');
    const slug = within(form).getByLabelText('Page name');
    await userEvent.type(slug, 'taken');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Not a valid value.')).toBeVisible();
    expect(slug).toHaveValue('taken');
    expect(sort).toHaveValue('5');
    await userEvent.clear(slug);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(calls.findLast((c) => c.method === 'PUT')).toMatchObject({
      path: '/content/help/2',
      body: { sort: 5, title: 'Change the password', content: '<p>Steps</p>', slug: null, language: 'en' },
    });
  });

  it('refuses a link off the site under its field before anything is sent, then sets it; removes a support position', async () => {
    const calls = contentApi(WRITE);
    show();
    await openTab('Links and support');
    await userEvent.click(await screen.findByRole('button', { name: 'New link' }));
    const form = screen.getByRole('form', { name: 'New link' });
    await userEvent.type(within(form).getByLabelText('Name'), 'telegram');
    await userEvent.type(within(form).getByLabelText('Label (English)'), 'Telegram');
    const address = within(form).getByLabelText('Address');
    await userEvent.type(address, '//evil.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Not a valid value.')).toBeVisible();
    expect(address).toHaveValue('//evil.example');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://t.me/arcadia');
    await userEvent.type(within(form).getByLabelText('Label (PT)'), 'Canal no Telegram');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/content/resources/telegram',
      body: {
        url: 'https://t.me/arcadia',
        labelNameEn: 'Telegram',
        labels: { pt: 'Canal no Telegram' },
        resourceType: 'link',
        qrCodeUrl: null,
        sort: 0,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete CS-1' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', path: '/content/support/CS-1', body: undefined }),
    );
  });

  it('marks feedback handled with a note, and filters the handled ones', async () => {
    const calls = contentApi(WRITE);
    show();
    await openTab('Feedback inbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled (the feedback 31 from ana123)' }));
    const form = screen.getByRole('form', { name: 'Feedback from ana123' });
    await userEvent.type(within(form).getByLabelText('Note'), 'Answered by chat');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark handled' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Marked handled.');
    // Done once: the form shuts, with no button inviting a second mark.
    expect(within(form).queryByRole('button', { name: 'Mark handled' })).toBeNull();
    expect(within(form).getByLabelText('Note')).toBeDisabled();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/content/feedback/31/handled',
      body: { note: 'Answered by chat' },
    });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Handled');
    await waitFor(() => expect(calls.some((c) => c.path === '/content/feedback?open=0')).toBe(true));
  });

  it('replies to a member’s feedback (to their inbox) and says a visitor’s reply cannot be delivered', async () => {
    const calls = contentApi(WRITE);
    show();
    await openTab('Feedback inbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Reply (the feedback 31 from ana123)' }));
    const form = screen.getByRole('form', { name: 'Reply to ana123' });
    expect(within(form).queryByRole('note')).toBeNull();
    // Markup is refused before anything is sent: the reply is plain text.
    await userEvent.type(within(form).getByLabelText('Reply'), 'See <b>this</b>');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText(/plain text only/)).toBeVisible();
    expect(calls.some((c) => c.path.endsWith('/reply'))).toBe(false);
    await userEvent.clear(within(form).getByLabelText('Reply'));
    await userEvent.type(within(form).getByLabelText('Reply'), 'Thanks, it is fixed now.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Reply sent to the member’s inbox.');
    // A feedback is answered once: the sent form keeps its text and status, and no send button.
    expect(within(form).queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(within(form).getByLabelText('Reply')).toBeDisabled();
    expect(within(form).getByLabelText('Reply')).toHaveValue('Thanks, it is fixed now.');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/content/feedback/31/reply',
      body: { reply: 'Thanks, it is fixed now.' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Reply (the feedback 32 from A visitor)' }));
    const visitor = screen.getByRole('form', { name: 'Reply to A visitor' });
    expect(within(visitor).getByRole('note')).toHaveTextContent('there is no member to deliver the reply to');
    await userEvent.type(within(visitor).getByLabelText('Reply'), 'Noted.');
    await userEvent.click(within(visitor).getByRole('button', { name: 'Send reply' }));
    expect(await within(visitor).findByRole('status')).toHaveTextContent('Reply kept: no member to deliver it to.');
    // Handling stays possible after a reply.
    expect(screen.getByRole('button', { name: 'Mark handled (the feedback 32 from A visitor)' })).toBeVisible();
  });

  it('shows a replied feedback’s reply and where it went, with no second reply', async () => {
    const replied = { ...feedback, reply: 'Fixed.', repliedAt: '2026-11-28T11:00:00.000Z', repliedBy: 'boss' };
    fakeConsoleApi(READ.concat('feedback.handle'), (call: Call) => {
      if (call.path === '/session/brands') return { value: ONE_BRAND };
      if (call.path.startsWith('/content/feedback'))
        return {
          value: {
            list: [
              { ...replied, replyDelivery: 'inbox' },
              { ...visitorFeedback, reply: 'Noted.', repliedAt: replied.repliedAt, replyDelivery: 'no_member' },
            ],
          },
        };
      return call.path.startsWith('/content/') ? { value: { list: [] } } : undefined;
    });
    show();
    await openTab('Feedback inbox');
    const member = await screen.findByRole('row', { name: /ana123/ });
    expect(member).toHaveTextContent('Fixed.');
    expect(member).toHaveTextContent(/In the member’s inbox, sent .* by boss/);
    expect(screen.getByRole('row', { name: /Cannot load/ })).toHaveTextContent(
      'Not delivered: no member to deliver to (a visitor).',
    );
    expect(screen.queryByRole('button', { name: /^Reply \(/ })).toBeNull();
  });

  it('lets an operator of several brands pick one: kept in the address, and every tab’s calls carry it', async () => {
    const calls = contentApi(WRITE, TWO_BRANDS);
    show();
    const picker = await screen.findByLabelText('Brand');
    expect(picker).toHaveValue('arcadia');
    await waitFor(() => expect(calls.some((c) => c.path === '/content/banners')).toBe(true));
    await userEvent.selectOptions(picker, 'Second brand');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/content?brand=second');
    await waitFor(() => expect(calls.some((c) => c.path === '/content/banners?merchant=second')).toBe(true));
    await openTab('Help articles');
    await waitFor(() => expect(calls.some((c) => c.path === '/content/help?merchant=second')).toBe(true));
    await openTab('Feedback inbox');
    await waitFor(() => expect(calls.some((c) => c.path === '/content/feedback?open=1&merchant=second')).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Reply (the feedback 31 from ana123)' }));
    const form = screen.getByRole('form', { name: 'Reply to ana123' });
    await userEvent.type(within(form).getByLabelText('Reply'), 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/content/feedback/31/reply?merchant=second')).toBe(true));
    // Back to the default brand: the address drops the choice.
    await userEvent.selectOptions(screen.getByLabelText('Brand'), 'Arcadia');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/content$/);
  });

  it('opens on the brand the address names', async () => {
    const calls = contentApi(READ, TWO_BRANDS);
    show('/content?brand=second');
    expect(await screen.findByLabelText('Brand')).toHaveValue('second');
    await waitFor(() => expect(calls.some((c) => c.path === '/content/banners?merchant=second')).toBe(true));
  });

  it('shows no picker to an operator of one brand', async () => {
    contentApi(READ);
    show();
    expect(await screen.findByRole('table', { name: 'Banners of the brand' })).toBeVisible();
    expect(screen.queryByLabelText('Brand')).toBeNull();
  });
});
