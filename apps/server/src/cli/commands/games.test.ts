import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { fund, newMember } from '../../../test/wallet-fixtures.ts';
import { minor } from '../../lib/money.ts';
import { gameWallet } from '../../modules/game-wallet/game-wallet.usecases.ts';

const h = useAdminHarness();
const dir = mkdtempSync(path.join(tmpdir(), 'games-import-'));
const file = (name: string, content: string) => {
  const full = path.join(dir, name);
  writeFileSync(full, content);
  return full;
};
const game = (code: string) =>
  h.database.db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
    .select([
      'g.names',
      'g.art',
      'g.enabled',
      'g.is_hot',
      'g.sort',
      'g.min_bet',
      'g.classify',
      'g.is_game',
      'v.code',
      'v.route',
    ])
    .where('g.game_code', '=', code)
    .executeTakeFirst();

describe('games:import', () => {
  it('adds a vendor and its games from JSON, with generated art, and updates them on a second run', async () => {
    const rows = [
      {
        vendor: 'ACME',
        vendorName: 'Acme Reels',
        category: 'RNG',
        gameCode: 'acme_1',
        names: { en: 'Rocket Fruit' },
        minBet: '0.20',
      },
      {
        vendor: 'ACME',
        category: 'RNG',
        gameCode: 'acme_2',
        names: { en: 'Desert Gold', zh: '沙漠黄金' },
        isHot: true,
      },
      { vendor: 'ACME', category: 'RNG', gameCode: 'acme_all', names: { en: 'Acme Collection' }, isGame: 'VASSALAGE' },
    ];
    const first = await h.run('games:import', file('games.json', JSON.stringify(rows)));
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/New vendors: +ACME/);
    expect(first.stdout).toMatch(/Games added: +3/);
    expect(await game('acme_1')).toMatchObject({ code: 'ACME', route: 'hub88', art: 'game-acme-acme_1-v1.svg' });
    expect(await game('acme_1')).toMatchObject({ is_game: 'GAME' });
    expect(await game('acme_all')).toMatchObject({ is_game: 'VASSALAGE' });
    expect(Number((await game('acme_1'))!.min_bet)).toBe(20);
    const art = await h.database.db
      .selectFrom('game_art')
      .select('body')
      .where('name', '=', 'game-acme-acme_1-v1.svg')
      .executeTakeFirst();
    expect(art?.body).toContain('<svg');
    rows[0]!.names = { en: 'Rocket Fruit Deluxe' };
    const second = JSON.parse((await h.run('games:import', file('games.json', JSON.stringify(rows)), '--json')).stdout);
    expect(second).toMatchObject({ vendorsCreated: [], added: 0, updated: 3 });
    expect(JSON.parse((await game('acme_1'))!.names).en).toBe('Rocket Fruit Deluxe');
  });

  it('reads CSV with names per language, classify tags and vendor-lobby (VASSALAGE) entries', async () => {
    const csv =
      'vendor,vendorName,category,gameCode,name,name_zh,classify,thumbnail,isGame\n' +
      'CSVCO,Csv Co,FISH,csv_1,"Reef, Hunt",珊瑚,SHOOTING|NEW,https://img.example/csv_1.png,\n' +
      'CSVCO,Csv Co,FISH,csv_all,Csv Co Lobby,,,,vassalage\n';
    const res = await h.run('games:import', file('games.csv', csv));
    expect(res.code).toBe(0);
    const row = await game('csv_1');
    expect(JSON.parse(row!.names)).toEqual({ en: 'Reef, Hunt', zh: '珊瑚' });
    expect(row).toMatchObject({ classify: ',SHOOTING,NEW,', art: 'https://img.example/csv_1.png', is_game: 'GAME' });
    expect(await game('csv_all')).toMatchObject({ is_game: 'VASSALAGE' });
  });

  it('refuses the whole file when one row is bad, naming the row, and changes nothing', async () => {
    const rows = [
      { vendor: 'BADCO', category: 'RNG', gameCode: 'bad_1', names: { en: 'Fine' } },
      { vendor: 'BADCO', category: 'NOPE', gameCode: 'bad 2', names: {} },
      { vendor: 'BADCO', category: 'RNG', gameCode: 'bad_3', names: { en: 'Lobby' }, isGame: 'LOBBY' },
    ];
    const res = await h.run('games:import', file('bad.json', JSON.stringify(rows)));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Nothing imported');
    expect(res.stderr).toMatch(/^2 +category/m);
    expect(res.stderr).toMatch(/^3 +isGame/m);
    expect(await game('bad_1')).toBeUndefined();
    expect((await h.run('games:import', file('x.txt', 'x'))).code).toBe(1);
  });
});

describe('enable, disable, hot and order', () => {
  it('switches vendors and single games', async () => {
    expect((await h.run('games:disable', 'ACME', 'acme_1')).code).toBe(0);
    expect((await game('acme_1'))!.enabled).toBe(0);
    expect((await h.run('games:enable', 'ACME', 'acme_1')).code).toBe(0);
    expect((await h.run('games:hot', 'ACME', 'acme_1', 'on')).code).toBe(0);
    expect((await h.run('games:order', 'ACME', 'acme_1', '-5')).code).toBe(0);
    expect(await game('acme_1')).toMatchObject({ enabled: 1, is_hot: 1, sort: -5 });
    expect((await h.run('games:disable', 'ACME')).code).toBe(0);
    expect((await h.run('games:order', 'ACME', '3')).code).toBe(0);
    const vendors = JSON.parse((await h.run('games:vendors', '--json')).stdout) as {
      code: string;
      enabled: boolean;
      sort: number;
    }[];
    expect(vendors.find((v) => v.code === 'ACME')).toMatchObject({ enabled: false, sort: 3 });
  });

  it('names what it cannot find and refuses a bad value', async () => {
    expect((await h.run('games:disable', 'NOPE')).stderr).toContain("No vendor 'NOPE'");
    expect((await h.run('games:hot', 'ACME', 'nope_1', 'on')).stderr).toContain("No game 'nope_1'");
    expect((await h.run('games:hot', 'ACME', 'maybe')).code).toBe(2);
    expect((await h.run('games:order', 'ACME', 'first')).code).toBe(2);
  });
});

describe('ledger:check and the bets record', () => {
  it('passes on real bets and names a brand whose bets record drifted from its postings', async () => {
    const db = h.database.db;
    const member = (await newMember(db)).member;
    await fund(db, member.id, 1_000n);
    const base = { merchantId: 1, vendorCode: 'PXG', memberId: member.id };
    await gameWallet.bet(db, { ...base, transactionId: 'cli-b1', round: 'cli-r1', amount: minor(300n) });
    await gameWallet.win(db, {
      ...base,
      transactionId: 'cli-w1',
      referenceTransactionId: 'cli-b1',
      round: 'cli-r1',
      amount: minor(500n),
    });
    expect((await h.run('ledger:check')).code).toBe(0);
    await db.updateTable('bets').set({ stake: '400' }).where('transaction_id', '=', 'cli-b1').execute();
    const bad = await h.run('ledger:check');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('bets (stakes - payouts)');
    await db.updateTable('bets').set({ stake: '300' }).where('transaction_id', '=', 'cli-b1').execute();
  });
});
