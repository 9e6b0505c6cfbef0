import type { Language } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';

/**
 * A lottery vendor whose games come in groups of its own (the in-house lottery's engine: VN, VN
 * Fast, 5D …) registers here how to list them; the lottery menu then shows those groups, each game
 * launched through the vendor's lobby game, instead of one group of the vendor's catalogue games.
 * The catalogue asks through this port so that it does not depend on the lottery, which plays
 * through the game wallet that reads the catalogue.
 */
export type MenuGroup = { gameGroupCode: string; labelName: string; games: { gameCode: string; labelName: string }[] };
export type MenuGroupSource = (db: DbOrTrx, merchantId: number, language: Language) => Promise<MenuGroup[]>;

const sources = new Map<string, MenuGroupSource>();

export const menuGroups = {
  register(vendorCode: string, source: MenuGroupSource): void {
    sources.set(vendorCode, source);
  },
  of(vendorCode: string): MenuGroupSource | undefined {
    return sources.get(vendorCode);
  },
};
