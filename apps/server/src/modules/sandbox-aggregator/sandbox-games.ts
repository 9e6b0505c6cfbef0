import type { GameCategory } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { artUrl } from '../catalogue/game-wire.ts';
import { parseNames, pickName } from '../catalogue/catalogue.model.ts';
import { SANDBOX_LIST } from './sandbox-catalogue.ts';
import { cataloguePort } from '../catalogue/catalogue.port.ts';

export const listedCategory = (category: string | null | undefined): GameCategory =>
  category === 'Live Casino' ? 'LIVE' : 'RNG';

/** The card of one of the aggregator's own games, drawn like the catalogue's (undefined: no such game). */
export function listedGameArt(code: string): string | undefined {
  const listed = SANDBOX_LIST.find((g) => g.game_code === code);
  return listed && cataloguePort.gameArtSvg(code, listed.name, listed.product, listedCategory(listed.category));
}

export type SandboxGame = { code: string; name: string; studio: string; category: string; art: string };

/**
 * The games the sandbox aggregator serves: its own list, and the demo studios' games (their name
 * and generated art come from the demo catalogue, which was made for them).
 */
export async function sandboxGame(db: Db, code: string, language: string): Promise<SandboxGame | undefined> {
  const listed = SANDBOX_LIST.find((g) => g.game_code === code && g.enabled);
  const row = await db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.names', 'g.art', 'g.category', 'v.names as vendor_names', 'v.name as vendor_name'])
    .where('g.code', '=', code)
    .where('v.route', 'in', ['sandbox', 'hub88'])
    .executeTakeFirst();
  if (row) {
    return {
      code,
      name: pickName(parseNames(row.names), language, code),
      studio: pickName(parseNames(row.vendor_names), language, row.vendor_name),
      category: row.category,
      art: row.art.startsWith('https://') ? row.art : artUrl(row.art),
    };
  }
  if (!listed) return undefined;
  const category = listedCategory(listed.category);
  return { code, name: listed.name, studio: listed.product, category, art: `/sandbox-aggregator/art/${code}.svg` };
}
