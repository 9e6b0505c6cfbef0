import type { Db } from '../../apps/server/src/db/schema.ts';
import { searchText } from '../../apps/server/src/modules/catalogue/catalogue.model.ts';

const WORDS = ['Golden', 'Neon', 'Lucky', 'Crystal', 'Midnight', 'Thunder', 'Jade', 'Solar', 'Mystic', 'Royal'];
const NOUNS = ['Koi', 'Fox', 'Comet', 'Temple', 'Panda', 'Falcon', 'Vault', 'Tiger', 'Orbit', 'Reef'];
/** Title nouns: 'tiger 17' finds the Tiger titles numbered 17, 170-179, 1700…, a few games. */
export const FRESH_WORDS = NOUNS.map((noun) => noun.toLowerCase());
/** What the search calls look for: common words, rare words, a code fragment, and a miss. */
export const SEARCH_WORDS = ['gold', 'tiger', 'neon fox', 'orbit', 'pxg_0', 'zzz-none', 'royal', 'jade k'];
const RNG_VENDORS = ['PXG', 'SPW', 'LXR', 'NVA'];

/** Fills the demo catalogue up to `target` games (RNG titles spread over the slot studios). */
export async function seedBenchGames(db: Db, target: number): Promise<number> {
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('games')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const missing = target - (await count());
  const vendors = await db.selectFrom('game_vendors').select(['id', 'code']).where('code', 'in', RNG_VENDORS).execute();
  const rows = Array.from({ length: Math.max(0, missing) }, (_, i) => {
    const names = { en: `${WORDS[i % 10]} ${NOUNS[Math.floor(i / 10) % 10]} ${i + 1}` };
    const vendor = vendors[i % vendors.length]!;
    const gameCode = `bench_${vendor.code.toLowerCase()}_${i + 1}`;
    return {
      merchant_id: 1,
      vendor_id: vendor.id,
      game_code: gameCode,
      code: gameCode,
      category: 'RNG',
      names: JSON.stringify(names),
      search: searchText(names, gameCode),
      art: 'default.svg',
      is_hot: i % 13 === 0 ? 1 : 0,
      is_new: 0,
      demo: 1,
      min_bet: String([10, 20, 50, 100][i % 4]),
      min_line_num: [1, 5, 10, 20, 25, 40][i % 6]!,
      classify: i % 3 === 0 ? ',SLOT,' : ',CLASSIC,',
      default_play_type: '',
      account_type_name: 'MAIN',
      is_game: 'GAME',
      popularity: (i * 7919) % 10_000,
      created_at: new Date().toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('games')
      .values(rows.slice(i, i + 500))
      .execute();
  return count();
}
