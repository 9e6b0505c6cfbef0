import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminGame, AdminVendor, Hub88SyncStatus, InhouseGames, Permission } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage, type Call } from '../test/console-api';
import GamesPage from './games-page';

const vendor: AdminVendor = {
  code: 'ACME',
  name: 'Acme Reels',
  category: 'RNG',
  route: 'hub88',
  walletMode: 'seamless',
  enabled: true,
  isHot: false,
  sort: 3,
  gameCount: 2,
};
const game = (id: number, name: string, over: Partial<AdminGame> = {}): AdminGame => ({
  id,
  vendor: 'ACME',
  vendorName: 'Acme Reels',
  vendorEnabled: true,
  gameCode: `acme_${id}`,
  name,
  category: 'RNG',
  enabled: true,
  isHot: false,
  sort: 0,
  minBet: '0.20',
  ...over,
});
const range = (minBet: string, maxBet: string) => ({ minBet, maxBet });
const inhouse: InhouseGames = {
  currency: 'USD',
  games: (['dice', 'limbo', 'mines', 'plinko', 'slot', 'crash'] as const).map((g) => ({
    game: g,
    ...range('0.10', '1000.00'),
    defaultMinBet: '0.10',
    defaultMaxBet: '1000.00',
    custom: false,
    theoreticalRtp: g === 'slot' ? '96.69' : '99.00',
  })),
  measured: { from: '2026-02-01', to: '2026-03-02', bets: 12, stake: '120.00', payout: '117.00', rtp: '97.50' },
};
const idle: Hub88SyncStatus = { configured: true, last: null };
const synced: Hub88SyncStatus = {
  configured: true,
  last: {
    jobId: 9,
    state: 'succeeded',
    startedAt: '2026-03-02T10:00:00.000Z',
    finishedAt: '2026-03-02T10:00:05.000Z',
    error: null,
    result: { vendors: ['SANDBOX_REELS'], vendorsCreated: [], added: 4, updated: 1, disabled: 2, skipped: 0 },
  },
};

function gamesApi(permissions: Permission[], sync: Hub88SyncStatus = idle, extra?: (call: Call) => object | undefined) {
  return fakeConsoleApi(
    permissions,
    (call) => extra?.(call),
    (call: Call) => {
      if (call.path === '/games/vendors') return { value: { list: [vendor] } };
      if (call.path.startsWith('/games?')) {
        const page = new URLSearchParams(call.path.split('?')[1]).get('pageNo');
        const list = page === '2' ? [game(3, 'Night Train')] : [game(1, 'Rocket Fruit'), game(2, 'Desert Gold')];
        return { value: { list, total: 3, totalPages: 2 } };
      }
      if (call.method === 'PUT' && call.path.startsWith('/games/vendors/'))
        return { value: { ...vendor, ...(call.body as object) } };
      if (call.method === 'PUT' && /^\/games\/\d+$/.test(call.path))
        return { value: { ...game(1, 'Rocket Fruit'), ...(call.body as object) } };
      if (call.path === '/games/sync/hub88') return { value: call.method === 'POST' ? synced : sync };
      if (call.path === '/games/inhouse') return { value: inhouse };
      return undefined;
    },
  );
}
const show = () => renderPage(<GamesPage />);
const WRITE: Permission[] = ['games.read', 'games.write'];

describe('the games page', () => {
  it('lists vendors and a page of games; toggles, hot and order go to the server; filters and pages are the server’s', async () => {
    const calls = gamesApi(WRITE);
    show();
    const vendors = await screen.findByRole('table', { name: 'Vendors' });
    expect(await within(vendors).findByRole('row', { name: /Acme Reels/ })).toHaveTextContent('hub88');
    const games = screen.getByRole('table', { name: 'Games' });
    expect(await within(games).findByRole('row', { name: /Rocket Fruit/ })).toHaveTextContent('0.20');
    expect(screen.getByText('3 games')).toBeVisible();

    await userEvent.click(screen.getByLabelText('Rocket Fruit is hot'));
    await userEvent.click(screen.getByLabelText('Offer ACME'));
    const order = screen.getByLabelText('Order of Desert Gold');
    await userEvent.clear(order);
    await userEvent.type(order, '-4{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/games/1', body: { isHot: true } },
      { method: 'PUT', path: '/games/vendors/ACME', body: { enabled: false } },
      { method: 'PUT', path: '/games/2', body: { sort: -4 } },
    ]);

    const find = screen.getByRole('form', { name: 'Find games' });
    await userEvent.type(within(find).getByLabelText('Name or code'), ' desert ');
    await userEvent.selectOptions(within(find).getByLabelText('Vendor'), 'ACME');
    await userEvent.selectOptions(within(find).getByLabelText('State'), 'false');
    await userEvent.click(within(find).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/games?search=desert&vendor=ACME&enabled=false&pageNo=1')).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(games).findByRole('row', { name: /Night Train/ })).toBeVisible();
  });

  it('imports a file and lists the rows a refused import names', async () => {
    let refuse = true;
    const calls = gamesApi(WRITE, idle, (call) => {
      if (call.path !== '/games/import') return undefined;
      if (!refuse) return { value: { vendorsCreated: ['ACME'], added: 2, updated: 0 } };
      refuse = false;
      return {
        status: 422,
        code: 'games.import_rejected',
        message: 'Nothing was imported: 1 row is not valid.',
        value: { rejected: [{ row: 2, errors: ['gameCode: bad code'] }] },
      };
    });
    show();
    const form = await screen.findByRole('form', { name: 'Import games' });
    const content = JSON.stringify([{ vendor: 'ACME', category: 'RNG', gameCode: 'acme_1', names: { en: 'A' } }]);
    await userEvent.upload(within(form).getByLabelText('File (.json or .csv)'), new File([content], 'acme.json'));
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: 1 row is not valid.');
    expect(alert).toHaveTextContent('Row 2: gameCode: bad code');
    expect(calls.find((c) => c.path === '/games/import')?.body).toEqual({ fileName: 'acme.json', content });
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await within(form).findByText('Imported: 2 added, 0 updated; new vendors: ACME.')).toBeVisible();
  });

  it('starts a Hub88 sync and shows its result; without Hub88 configured the button is off and says why', async () => {
    const calls = gamesApi(WRITE);
    const { unmount } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Sync with Hub88' }));
    expect(
      await screen.findByText('Vendors: SANDBOX_REELS. 4 added, 1 updated, 2 switched off, 0 skipped (unusable).'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/games/sync/hub88')?.body).toEqual({});
    unmount();

    gamesApi(WRITE, { configured: false, last: null });
    show();
    expect(
      await screen.findByText('Hub88 is not configured on this server (HUB88_API_URL and HUB88_OPERATOR_ID).'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sync with Hub88' })).toBeDisabled();
  });

  it('shows the in-house RTP and refuses bet ranges on their fields, keeping what was typed, server refusals too', async () => {
    const calls = gamesApi(WRITE, idle, (call) =>
      call.method === 'PUT' && call.path === '/games/inhouse/limits'
        ? {
            status: 400,
            code: 'request.invalid',
            message: 'Check the fields.',
            errors: [{ field: 'limits.crash.minBet', key: 'validation.amount' }],
          }
        : undefined,
    );
    show();
    const form = await screen.findByRole('form', { name: 'In-house games' });
    expect(within(form).getByText('RTP 96.69% (published)')).toBeVisible();
    expect(
      within(form).getByText('97.50% from 2026-02-01 to 2026-03-02: 12 bets, 120.00 staked, 117.00 paid out.'),
    ).toBeVisible();
    const diceMax = within(form).getByLabelText('Dice: maximum bet');
    await userEvent.clear(diceMax);
    await userEvent.type(diceMax, '0.05');
    await userEvent.click(within(form).getByRole('button', { name: 'Save bet ranges' }));
    expect(await within(form).findByText('Must not be below the minimum.')).toBeVisible();
    expect(diceMax).toHaveValue('0.05');
    expect(calls.some((c) => c.path === '/games/inhouse/limits')).toBe(false);

    await userEvent.clear(diceMax);
    await userEvent.type(diceMax, '500');
    const crashMin = within(form).getByLabelText('Crash: minimum bet');
    await userEvent.clear(crashMin);
    await userEvent.type(crashMin, '0.15');
    await userEvent.click(within(form).getByRole('button', { name: 'Save bet ranges' }));
    expect(await within(form).findByText('Enter an amount, like 10 or 10.50.')).toBeVisible();
    expect(crashMin).toHaveAttribute('aria-invalid', 'true');
    expect(crashMin).toHaveValue('0.15');
    expect(diceMax).toHaveValue('500');
    const sent = calls.find((c) => c.path === '/games/inhouse/limits')?.body as { limits: Record<string, object> };
    expect(sent.limits.dice).toEqual(range('0.10', '500'));
    expect(sent.limits.crash).toEqual(range('0.15', '1000.00'));
  });

  it('shows a reader the catalogue and ranges without a control to change them', async () => {
    gamesApi(['games.read'], synced);
    show();
    const games = await screen.findByRole('table', { name: 'Games' });
    expect(await within(games).findByRole('row', { name: /Rocket Fruit/ })).toBeVisible();
    expect(within(games).queryByRole('checkbox')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Vendors' })).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByLabelText('Order of Rocket Fruit')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Import games' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sync with Hub88|Save bet ranges/ })).toBeNull();
    expect(await screen.findByLabelText('Dice: minimum bet')).toBeDisabled();
    expect(screen.getByText(/Last sync finished/)).toBeVisible();
  });
});
