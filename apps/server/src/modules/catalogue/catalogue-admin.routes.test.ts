import { describe, expect, it } from 'vitest';
import { operatorToken } from '../../../test/factories/operators.ts';
import { useTestApp } from '../../../test/test-app.ts';

/*
 * The console's catalogue calls through the real app: the import games:import does (one bad row
 * changes nothing), vendors and a page of games with their filters, switching, hot and order on a
 * vendor and a game, games.read to look and games.write to change, and the audit trail.
 */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => t.database.db;
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, auth: object, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...auth, Language: language }, ...(payload ? { payload } : {}) });

const rows = [
  { vendor: 'ACME', vendorName: 'Acme Reels', category: 'RNG', gameCode: 'acme_1', names: { en: 'Rocket Fruit' } },
  { vendor: 'ACME', category: 'RNG', gameCode: 'acme_2', names: { en: 'Desert Gold' }, minBet: '0.20' },
  { vendor: 'ACME', category: 'FISH', gameCode: 'acme_3', names: { en: 'Reef Hunt' }, enabled: false },
];
const importJson = (auth: object, content: unknown, language = 'en') =>
  inject(
    'POST',
    '/admin/api/games/import',
    auth,
    { fileName: 'acme.json', content: JSON.stringify(content) },
    language,
  );

describe('console catalogue routes', () => {
  it('imports a JSON file and a CSV one; one bad row imports nothing and names the row', async () => {
    const admin = await operatorToken(db(), 'admin');
    const first = await importJson(admin.auth, rows);
    expect(first.json()).toMatchObject({ code: 'ok', value: { vendorsCreated: ['ACME'], added: 3, updated: 0 } });
    const csv = 'vendor,category,gameCode,name\nACME,RNG,acme_4,Night Train\n';
    const second = await inject('POST', '/admin/api/games/import', admin.auth, { fileName: 'more.csv', content: csv });
    expect(second.json().value).toEqual({ vendorsCreated: [], added: 1, updated: 0 });

    const bad = await importJson(admin.auth, [rows[0], { ...rows[1], gameCode: 'bad code!' }], 'pt');
    expect([bad.statusCode, bad.json().code, bad.json().message]).toEqual([
      422,
      'games.import_rejected',
      'Nada foi importado: 1 linha não é válida.',
    ]);
    expect(bad.json().value.rejected).toEqual([{ row: 2, errors: [expect.stringMatching(/^gameCode: /)] }]);
    const unreadable = await inject('POST', '/admin/api/games/import', admin.auth, {
      fileName: 'x.json',
      content: '{"not":"a list"}',
    });
    expect([unreadable.statusCode, unreadable.json().code]).toEqual([400, 'games.import_unreadable']);
    const wrongName = await inject('POST', '/admin/api/games/import', admin.auth, { fileName: 'x.txt', content: 'a' });
    expect(wrongName.json().errors).toEqual([{ field: 'fileName', key: 'validation.import_file', params: {} }]);

    // The trail keeps the file's name and size, not its text.
    const trail = await db()
      .selectFrom('audit_log')
      .select(['status', 'after_json'])
      .where('action', '=', 'POST /admin/api/games/import')
      .orderBy('id')
      .execute();
    expect(trail.map((e) => e.status)).toEqual([200, 200, 422, 400, 400]);
    expect(JSON.parse(trail[0]!.after_json!).input).toEqual({
      fileName: 'acme.json',
      chars: JSON.stringify(rows).length,
    });
    expect(trail[2]!.after_json).not.toContain('Rocket Fruit');
  });

  it('lists vendors and a page of games by vendor, category, state and name', async () => {
    const readonly = await operatorToken(db(), 'readonly');
    const vendors = (await inject('GET', '/admin/api/games/vendors', readonly.auth)).json().value.list;
    expect(vendors.find((v: { code: string }) => v.code === 'ACME')).toMatchObject({
      name: 'Acme Reels',
      category: 'RNG',
      route: 'hub88',
      enabled: true,
      gameCount: 3,
    });
    const page = (query: string) => inject('GET', `/admin/api/games?vendor=ACME&${query}`, readonly.auth);
    const all = (await page('pageSize=2')).json().value;
    expect([all.total, all.totalPages, all.list.length]).toEqual([4, 2, 2]);
    expect(all.list[0]).toMatchObject({ vendor: 'ACME', vendorName: 'Acme Reels', enabled: true, sort: 0 });
    expect((await page('category=FISH')).json().value.list.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'acme_3',
    ]);
    expect((await page('enabled=false')).json().value.list).toEqual([
      expect.objectContaining({ gameCode: 'acme_3', enabled: false }),
    ]);
    const found = (await page('search=desert')).json().value.list;
    expect(found).toEqual([expect.objectContaining({ gameCode: 'acme_2', name: 'Desert Gold', minBet: '0.20' })]);
  });

  it('switches, marks hot and orders a vendor and a game under games.write, audited; others get 403', async () => {
    const admin = await operatorToken(db(), 'admin');
    const game = (await inject('GET', '/admin/api/games?search=rocket', admin.auth)).json().value.list[0];
    const changed = await inject('PUT', `/admin/api/games/${game.id}`, admin.auth, { isHot: true, sort: -5 });
    expect(changed.json().value).toMatchObject({ id: game.id, isHot: true, sort: -5, enabled: true });
    const off = await inject('PUT', `/admin/api/games/${game.id}`, admin.auth, { enabled: false });
    expect(off.json().value).toMatchObject({ enabled: false, isHot: true });
    const vendor = await inject('PUT', '/admin/api/games/vendors/ACME', admin.auth, { enabled: false, sort: 99 });
    expect(vendor.json().value).toMatchObject({ code: 'ACME', enabled: false, sort: 99, gameCount: 2 });
    const listed = (await inject('GET', '/admin/api/games?search=rocket', admin.auth)).json().value.list[0];
    expect(listed).toMatchObject({ enabled: false, vendorEnabled: false });

    expect((await inject('PUT', '/admin/api/games/vendors/NOPE', admin.auth, { enabled: true })).statusCode).toBe(404);
    expect((await inject('PUT', `/admin/api/games/${game.id}`, admin.auth, {})).statusCode).toBe(400);
    const trail = await db()
      .selectFrom('audit_log')
      .select(['action', 'target', 'status'])
      .where('target', 'in', [`id=${game.id}`, 'code=ACME'])
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      { action: 'PUT /admin/api/games/:id', target: `id=${game.id}`, status: 200 },
      { action: 'PUT /admin/api/games/:id', target: `id=${game.id}`, status: 200 },
      { action: 'PUT /admin/api/games/vendors/:code', target: 'code=ACME', status: 200 },
      { action: 'PUT /admin/api/games/:id', target: `id=${game.id}`, status: 400 },
    ]);

    const content = await operatorToken(db(), 'content');
    expect((await inject('GET', '/admin/api/games/vendors', content.auth)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['PUT', `/admin/api/games/${game.id}`, { enabled: true }],
      ['PUT', '/admin/api/games/vendors/ACME', { enabled: true }],
      ['POST', '/admin/api/games/import', { fileName: 'a.json', content: '[]' }],
    ] as const) {
      const refused = await inject(method, url, content.auth, body);
      expect([url, refused.statusCode, refused.json().code]).toEqual([url, 403, 'operator.forbidden']);
    }
    expect((await inject('GET', '/admin/api/games?search=rocket', admin.auth)).json().value.list[0].enabled).toBe(
      false,
    );
  });
});
