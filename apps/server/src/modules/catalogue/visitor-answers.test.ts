import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ token } = await newMember(t.database.db));
});
afterAll(async () => t.close());

const LIST = '/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=6';

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { Language: 'en', ...headers } });
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text =
    encoding === 'br'
      ? brotliDecompressSync(raw).toString()
      : encoding === 'gzip'
        ? gunzipSync(raw).toString()
        : raw.toString();
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(text) };
}

const nodeIds = (body: { value: { games: { nodeId: number }[] } }) => body.value.games.map((g) => g.nodeId);

describe('game list answers kept for visitors', () => {
  it('answers the same envelope in brotli, gzip and plain, and says it varies by encoding', async () => {
    const plain = await get(LIST, { 'accept-encoding': 'identity' });
    const br = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(LIST, { 'accept-encoding': 'gzip' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(br.body).toEqual(plain.body);
    expect(gzip.body).toEqual(plain.body);
    expect(plain.body).toMatchObject({ success: true, code: 'ok', value: { pageNo: 1, pageSize: 6 } });
  });

  it("shows a catalogue edit on this instance's very next answer", async () => {
    const before = await get(LIST);
    const [first] = nodeIds(before.body);
    await t.database.db.updateTable('games').set({ enabled: 0 }).where('id', '=', first!).execute();
    const after = await get(LIST);
    await t.database.db.updateTable('games').set({ enabled: 1 }).where('id', '=', first!).execute();
    expect(nodeIds(after.body)).not.toContain(first);
    expect(after.body.value.total).toBe(before.body.value.total - 1);
    expect(nodeIds((await get(LIST)).body)).toEqual(nodeIds(before.body));
  });

  it("never hands a visitor's kept answer to a member, nor a member's favourite marks to a visitor", async () => {
    const visitor = await get(LIST);
    const [game] = visitor.body.value.games;
    const added = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGame',
      payload: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
      headers: auth(token),
    });
    expect(added.statusCode).toBe(200);
    const member = await get(LIST, auth(token));
    expect(member.body.value.games[0]).toMatchObject({ nodeId: game.nodeId, isFavorite: true });
    const visitorAgain = await get(LIST);
    expect(visitorAgain.body.value.games.every((g: { isFavorite: boolean }) => !g.isFavorite)).toBe(true);
  });

  it('keeps each language its own answer', async () => {
    const en = await get(LIST, { Language: 'en' });
    const zh = await get(LIST, { Language: 'zh' });
    expect(zh.body.message).not.toBe(en.body.message);
    expect(nodeIds(zh.body)).toEqual(nodeIds(en.body));
    expect((await get(LIST, { Language: 'en' })).body).toEqual(en.body);
  });

  it('refuses a bad query before anything is kept', async () => {
    const res = await get('/wps/relay/GCSGAME_gameList?gameType=POKER');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('request.invalid');
  });
});
