import { IS_GAME, type GameCategory, type VendorWalletMode } from '@arcadia/contracts';
import type { Trx } from '../schema.ts';
import { seededRandom, vendorLogoSvg } from '../../modules/catalogue/art.ts';
import { gameArtSvg } from '../../modules/catalogue/game-art.ts';
import { cataloguePort } from '../../modules/catalogue/catalogue.port.ts';
import { searchText, type VendorRoute } from '../../modules/catalogue/catalogue.model.ts';
import { title } from './demo-game-titles.ts';

/*
 * The demo catalogue: invented studios and game titles, art generated here. The spec's vendor
 * codes (BGS, TCG_SEA, AV, AI, IMES, TF, IA) keep the names the wallet seed gave them; the other
 * studios are new and play seamlessly through the built-in sandbox aggregator (Hub88 protocol).
 * In-house (BGS) games belong to their own engine and are added there; the lottery (TCG_SEA) has one
 * lobby entry here, which the lottery category launches.
 */
type DemoVendor = {
  code: string;
  name: string;
  category: GameCategory;
  walletMode: VendorWalletMode;
  route: VendorRoute;
  games: number;
  hot?: boolean;
  /** Also a vendor-lobby entry (isGame VASSALAGE) first in the lists: its click opens the game popup. */
  collection?: boolean;
};

type VendorRow = [string, string, GameCategory, VendorWalletMode, VendorRoute, number, ('hot' | 'collection')?];

// Code, name, category, wallet mode, route, number of games; then 'hot', or 'collection' (a lobby entry too).
const VENDOR_ROWS: VendorRow[] = [
  ['BGS', 'Arcadia Originals', 'INHOUSE', 'seamless', 'inhouse', 0],
  ['TCG_SEA', 'Lotus Draw Lotteries', 'LOTT', 'transfer', 'inhouse', 1],
  ['KNO', 'Keno Harbour', 'ELOTT', 'seamless', 'sandbox', 12],
  ['LMN', 'Lumen Live Tables', 'LIVE', 'seamless', 'sandbox', 34, 'hot'],
  ['VLV', 'Velvet Room Live', 'LIVE', 'seamless', 'sandbox', 26, 'collection'],
  ['SMT', 'Summit Sportsbook', 'SPORTS', 'seamless', 'sandbox', 1],
  ['CRL', 'Coral Catch Studio', 'FISH', 'seamless', 'sandbox', 24],
  ['PXG', 'Pixel Grove', 'RNG', 'seamless', 'sandbox', 130, 'hot'],
  ['SPW', 'Spinwright Studio', 'RNG', 'seamless', 'sandbox', 120, 'collection'],
  ['LXR', 'Luxe Reelworks', 'RNG', 'seamless', 'sandbox', 110, 'collection'],
  ['NVA', 'Nova Arcade', 'RNG', 'seamless', 'sandbox', 110, 'collection'],
  ['KRT', 'Kingsroad Tables', 'PVP', 'seamless', 'sandbox', 30],
  ['AV', 'Vantage Arena', 'ESPORTS', 'transfer', 'sandbox', 1],
  ['AI', 'Aurora Interactive Esports', 'ESPORTS', 'transfer', 'sandbox', 1],
  ['IMES', 'Ironmoss Esports', 'ESPORTS', 'transfer', 'sandbox', 1],
  ['TF', 'Tidefire Esports', 'ESPORTS', 'seamless', 'sandbox', 1],
  ['IA', 'Indigo Apex Gaming', 'ESPORTS', 'transfer', 'sandbox', 1],
];

export const DEMO_CATALOGUE_VENDORS: DemoVendor[] = VENDOR_ROWS.map(
  ([code, name, category, walletMode, route, games, mark]) => ({
    code,
    name,
    category,
    walletMode,
    route,
    games,
    ...(mark === 'hot' ? { hot: true } : {}),
    ...(mark === 'collection' ? { collection: true } : {}),
  }),
);

export const DEMO_LANES = [
  { title: 'RNG', category: 'RNG', classify: null },
  // The lottery types on home too (issue 24): the side menu is not the only way to the lottery.
  { title: 'LOTT', category: 'LOTT', classify: null },
  { title: 'ELOTT', category: 'ELOTT', classify: null },
  { title: 'LIVE', category: 'LIVE', classify: null },
  { title: 'FISH', category: 'FISH', classify: null },
  { title: 'PVP', category: 'PVP', classify: null },
  { title: 'SPORTS', category: 'SPORTS', classify: null },
  { title: 'ESPORTS', category: 'ESPORTS', classify: null },
];

const CLASSIFY_BY_CATEGORY: Partial<Record<GameCategory, string[]>> = {
  RNG: ['SLOT', 'MEGAWAYS', 'JACKPOT', 'CLASSIC', 'CRASH', 'TABLE'],
  LIVE: ['LIVE', 'TABLE', 'CARD'],
  FISH: ['SHOOTING'],
  PVP: ['CARD', 'TABLE'],
  ELOTT: ['CLASSIC'],
};

export async function seedDemoCatalogue(trx: Trx, merchantId: number): Promise<void> {
  const art: { name: string; contentType: string; body: string }[] = [];
  for (const [sort, v] of DEMO_CATALOGUE_VENDORS.entries()) {
    const vendorId = await cataloguePort.upsertVendor(trx, merchantId, {
      code: v.code,
      names: { en: v.name },
      category: v.category,
      walletMode: v.walletMode,
      route: v.route,
      sort,
      isHot: v.hot ?? false,
    });
    art.push({ name: `vendor-${v.code}-v1.svg`, contentType: 'image/svg+xml', body: vendorLogoSvg(v.code, v.name) });
    const random = seededRandom(`${v.code}:games`);
    const seen = new Set<string>();
    const rows = [];
    for (let i = 0; i < v.games; i++) {
      let names = title(random, v.category, i);
      if (seen.has(names.en!)) names = { en: `${names.en} ${i + 1}`, zh: `${names.zh} ${i + 1}` };
      seen.add(names.en!);
      const gameCode = `${v.code.toLowerCase()}_${String(i + 1).padStart(3, '0')}`;
      // A studio of one game (sports, esports, the lottery) is listed as its lobby: its card says so.
      const lobby = v.games === 1;
      if (lobby) names = { en: `${v.name} Lobby`, zh: `${v.name} 大厅` };
      const tags = CLASSIFY_BY_CATEGORY[v.category] ?? [];
      const classify = tags.length > 0 ? [tags[Math.floor(random() * tags.length)]!] : [];
      const isNew = random() < 0.08;
      if (isNew) classify.push('NEW');
      // v2: the per-category cards (issue 24, item 10); a new name, as cached art never changes.
      const artName = `game-${gameCode}-v2.svg`;
      art.push({
        name: artName,
        contentType: 'image/svg+xml',
        body: gameArtSvg(gameCode, names.en!, v.name, v.category),
      });
      rows.push({
        merchant_id: merchantId,
        vendor_id: vendorId,
        game_code: gameCode,
        code: `${v.code.toLowerCase()}-${gameCode}`,
        category: v.category,
        names: JSON.stringify(names),
        search: searchText(names, gameCode),
        art: artName,
        is_hot: random() < 0.1 ? 1 : 0,
        is_new: isNew ? 1 : 0,
        demo: 1,
        min_bet: [10, 20, 50, 100, 200][Math.floor(random() * 5)]!.toString(),
        min_line_num: v.category === 'RNG' ? [1, 5, 10, 20, 25, 40, 50, 243][Math.floor(random() * 8)]! : 0,
        classify: classify.length > 0 ? `,${classify.join(',')},` : '',
        default_play_type: v.category === 'ELOTT' ? 'STANDARD' : '',
        account_type_name: v.walletMode === 'transfer' ? v.code : 'MAIN',
        is_game: IS_GAME.game as string,
        sort: 0,
        popularity: Math.floor(random() * 10_000),
        created_at: new Date().toISOString(),
      });
    }
    if (v.collection) {
      const gameCode = `${v.code.toLowerCase()}_collection`;
      const names = { en: `${v.name} Collection`, zh: `${v.name} 合集` };
      art.push({
        name: `game-${gameCode}-v2.svg`,
        contentType: 'image/svg+xml',
        body: gameArtSvg(gameCode, names.en, v.name, v.category),
      });
      rows.push({
        ...rows[0]!,
        game_code: gameCode,
        code: `${v.code.toLowerCase()}-${gameCode}`,
        names: JSON.stringify(names),
        search: searchText(names, gameCode),
        art: `game-${gameCode}-v2.svg`,
        is_hot: 0,
        is_new: 0,
        classify: '',
        is_game: IS_GAME.vassalage,
        sort: -1,
        popularity: 0,
      });
    }
    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto('games')
        .values(rows.slice(i, i + 100))
        .execute();
  }
  await cataloguePort.saveArt(trx, art);
  await cataloguePort.insertLanes(trx, merchantId, DEMO_LANES);
}
