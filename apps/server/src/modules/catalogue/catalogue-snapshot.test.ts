import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImportRow } from '@arcadia/contracts';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { catalogueAdmin } from './catalogue-admin.usecases.ts';
import { importRows } from './catalogue-import.usecases.ts';
import { catalogueRepository, type GameFilter } from './catalogue.repository.ts';
import { CatalogueCache, listGames } from './catalogue-snapshot.ts';

let t: TestApp;
let second: App;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  // Another app instance on the same database, as behind a load balancer: its own in-memory catalogue.
  second = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', RATE_LIMIT_PER_MINUTE: '100000' }),
    database: t.database,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

type Page = { games: { gameCode: string; isHot: boolean; isFavorite: boolean; nodeId: number }[]; total: number };
const list = async (app: App, query: string, headers: Record<string, string> = {}): Promise<Page> => {
  const res = await app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: Page }).value;
};
const codes = (page: Page) => page.games.map((g) => g.gameCode);
const db = () => t.database.db;

describe('the in-memory catalogue answers exactly what the database query answers', () => {
  it('gives the same page and total as SQL for each filter, page and search', async () => {
    const snapshot = await new CatalogueCache().get(db(), MERCHANT);
    const filters: GameFilter[] = [
      {},
      { category: 'RNG' },
      { category: 'RNG', vendorCode: 'SPW' },
      { vendorCode: 'PXG', classify: 'SLOT' },
      { category: 'RNG', maxMinBet: 20n as never, minLineNum: 10 },
      { hotOnly: true },
      { search: 'GOLD' },
      { search: 'o', category: 'FISH' },
      { search: '%' },
      { category: 'LIVE', vendorCode: 'PXG' },
    ];
    for (const filter of filters)
      for (const page of [
        { offset: 0, limit: 42 },
        { offset: 42, limit: 42 },
        { offset: 5000, limit: 42 },
      ]) {
        const sql = await catalogueRepository.listGames(db(), MERCHANT, filter, page);
        const memory = listGames(snapshot, filter, page);
        expect({ total: memory.total, ids: memory.games.map((g) => g.id) }).toEqual({
          total: sql.total,
          ids: sql.games.map((g) => g.id),
        });
      }
  });
});

describe('a catalogue change shows on the next request, on every app instance', () => {
  it('an admin disabling a game takes it out of both instances at once', async () => {
    const before = await list(t.app, 'gameType=RNG&vassalage=PXG&pageSize=1');
    await list(second, 'gameType=RNG&vassalage=PXG&pageSize=1'); // both instances hold the catalogue now
    const first = before.games[0]!.gameCode;
    expect(await catalogueAdmin.setGame(db(), MERCHANT, 'PXG', first, { enabled: false })).toBe(true);
    for (const app of [t.app, second]) {
      const after = await list(app, 'gameType=RNG&vassalage=PXG&pageSize=1');
      expect(after.total).toBe(before.total - 1);
      expect(codes(after)).not.toContain(first);
    }
    await catalogueAdmin.setGame(db(), MERCHANT, 'PXG', first, { enabled: true });
    expect((await list(second, 'gameType=RNG&vassalage=PXG&pageSize=1')).total).toBe(before.total);
  });

  it('a vendor switched off through one instance is gone from the other, its lanes and its search', async () => {
    await list(t.app, 'vassalage=NVA');
    await catalogueAdmin.setVendor(db(), MERCHANT, 'NVA', { enabled: false });
    try {
      expect((await list(t.app, 'vassalage=NVA')).total).toBe(0);
      const lanes = await t.app.inject({ url: '/wps/relay/GCSGAME_newGameVendor' });
      expect(JSON.stringify(lanes.json())).not.toContain('"vassalage":"NVA"');
    } finally {
      await catalogueAdmin.setVendor(db(), MERCHANT, 'NVA', { enabled: true });
    }
    expect((await list(second, 'vassalage=NVA')).total).toBeGreaterThan(0);
  });

  it('a new hot flag and a new order show at once', async () => {
    const [top, next] = (await list(second, 'gameType=RNG&vassalage=SPW&pageSize=2')).games;
    await catalogueAdmin.setGame(db(), MERCHANT, 'SPW', next!.gameCode, { sort: -1, isHot: !next!.isHot });
    const after = await list(second, 'gameType=RNG&vassalage=SPW&pageSize=2');
    expect(codes(after)).toEqual([next!.gameCode, top!.gameCode]);
    expect(after.games[0]!.isHot).toBe(!next!.isHot);
    await catalogueAdmin.setGame(db(), MERCHANT, 'SPW', next!.gameCode, { sort: 0, isHot: next!.isHot });
  });

  it('an imported game can be found by the next search', async () => {
    expect((await list(second, 'gameName=quasar%20otter')).total).toBe(0);
    const row = catalogueImportRow.parse({
      vendor: 'PXG',
      gameCode: 'quasar_otter',
      names: { en: 'Quasar Otter' },
      category: 'RNG',
      classify: ['SLOT'],
    });
    const report = await importRows(db(), MERCHANT, [row]);
    expect(report.added).toBe(1);
    expect(codes(await list(second, 'gameName=quasar%20otter'))).toEqual(['quasar_otter']);
  });

  it('a rolled-back change leaves the catalogue as it was', async () => {
    const before = await list(t.app, 'gameType=RNG&pageSize=1');
    await expect(
      inTransaction(db(), async (trx) => {
        await trx.updateTable('games').set({ enabled: 0 }).where('category', '=', 'RNG').execute();
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect((await list(t.app, 'gameType=RNG&pageSize=1')).total).toBe(before.total);
  });
});

describe('catalogue writers', () => {
  it('an import and an admin edit of the same game at once both land (no deadlock on the version row)', async () => {
    const [a, x] = (await list(t.app, 'gameType=RNG&vassalage=LXR&pageSize=2')).games;
    let edit: Promise<boolean> | undefined;
    await inTransaction(db(), async (trx) => {
      await trx.updateTable('games').set({ popularity: 1 }).where('id', '=', a!.nodeId).execute();
      // The edit starts while the import holds its first game: it must wait, not lock game x first.
      edit = catalogueAdmin.setGame(db(), MERCHANT, 'LXR', x!.gameCode, { isHot: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await trx.updateTable('games').set({ popularity: 2 }).where('id', '=', x!.nodeId).execute();
    });
    expect(await edit).toBe(true);
    const after = await db().selectFrom('games').select(['popularity', 'is_hot']).where('id', '=', x!.nodeId).execute();
    expect(after).toEqual([{ popularity: 2, is_hot: 1 }]);
  });
});

describe('favourites stay per member', () => {
  it('marks a favourite for the member who chose it and for nobody else', async () => {
    const alice = await newMember(db());
    const bob = await newMember(db());
    const [game] = (await list(t.app, 'gameType=RNG&vassalage=LXR&pageSize=1')).games;
    const added = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGame',
      headers: auth(alice.token),
      payload: { nodeId: game!.nodeId, vendor: 'LXR', gameType: 'RNG' },
    });
    expect(added.statusCode).toBe(200);
    const mark = async (token: string) =>
      (await list(second, 'gameType=RNG&vassalage=LXR&pageSize=1', auth(token))).games[0]!.isFavorite;
    expect(await mark(alice.token)).toBe(true);
    expect(await mark(bob.token)).toBe(false);
    expect((await list(second, 'gameType=RNG&vassalage=LXR&pageSize=1')).games[0]!.isFavorite).toBe(false);
  });
});
