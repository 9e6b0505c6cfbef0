import { IS_GAME, type GameCategory, type VendorWalletMode } from '@arcadia/contracts';
import type { Trx } from '../schema.ts';
import { gameArtSvg, seededRandom, vendorLogoSvg } from '../../modules/games/art.ts';
import { cataloguePort } from '../../modules/games/catalogue.port.ts';
import { searchText, type Names, type VendorRoute } from '../../modules/games/catalogue.model.ts';

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

export const DEMO_CATALOGUE_VENDORS: DemoVendor[] = [
  { code: 'BGS', name: 'Arcadia Originals', category: 'INHOUSE', walletMode: 'seamless', route: 'inhouse', games: 0 },
  {
    code: 'TCG_SEA',
    name: 'Lotus Draw Lotteries',
    category: 'LOTT',
    walletMode: 'transfer',
    route: 'inhouse',
    games: 1,
  },
  { code: 'KNO', name: 'Keno Harbour', category: 'ELOTT', walletMode: 'seamless', route: 'sandbox', games: 12 },
  {
    code: 'LMN',
    name: 'Lumen Live Tables',
    category: 'LIVE',
    walletMode: 'seamless',
    route: 'sandbox',
    games: 34,
    hot: true,
  },
  {
    code: 'VLV',
    name: 'Velvet Room Live',
    category: 'LIVE',
    walletMode: 'seamless',
    route: 'sandbox',
    games: 26,
    collection: true,
  },
  { code: 'SMT', name: 'Summit Sportsbook', category: 'SPORTS', walletMode: 'seamless', route: 'sandbox', games: 1 },
  { code: 'CRL', name: 'Coral Catch Studio', category: 'FISH', walletMode: 'seamless', route: 'sandbox', games: 24 },
  {
    code: 'PXG',
    name: 'Pixel Grove',
    category: 'RNG',
    walletMode: 'seamless',
    route: 'sandbox',
    games: 130,
    hot: true,
  },
  {
    code: 'SPW',
    name: 'Spinwright Studio',
    category: 'RNG',
    walletMode: 'seamless',
    route: 'sandbox',
    games: 120,
    collection: true,
  },
  {
    code: 'LXR',
    name: 'Luxe Reelworks',
    category: 'RNG',
    walletMode: 'seamless',
    route: 'sandbox',
    games: 110,
    collection: true,
  },
  {
    code: 'NVA',
    name: 'Nova Arcade',
    category: 'RNG',
    walletMode: 'seamless',
    route: 'sandbox',
    games: 110,
    collection: true,
  },
  { code: 'KRT', name: 'Kingsroad Tables', category: 'PVP', walletMode: 'seamless', route: 'sandbox', games: 30 },
  { code: 'AV', name: 'Vantage Arena', category: 'ESPORTS', walletMode: 'transfer', route: 'sandbox', games: 1 },
  {
    code: 'AI',
    name: 'Aurora Interactive Esports',
    category: 'ESPORTS',
    walletMode: 'transfer',
    route: 'sandbox',
    games: 1,
  },
  { code: 'IMES', name: 'Ironmoss Esports', category: 'ESPORTS', walletMode: 'transfer', route: 'sandbox', games: 1 },
  { code: 'TF', name: 'Tidefire Esports', category: 'ESPORTS', walletMode: 'seamless', route: 'sandbox', games: 1 },
  { code: 'IA', name: 'Indigo Apex Gaming', category: 'ESPORTS', walletMode: 'transfer', route: 'sandbox', games: 1 },
];

export const DEMO_LANES = [
  { title: 'RNG', category: 'RNG', classify: null },
  { title: 'LIVE', category: 'LIVE', classify: null },
  { title: 'FISH', category: 'FISH', classify: null },
  { title: 'PVP', category: 'PVP', classify: null },
  { title: 'SPORTS', category: 'SPORTS', classify: null },
  { title: 'ESPORTS', category: 'ESPORTS', classify: null },
];

// Word pairs (English, Chinese): titles are made of two or three of these.
const FIRST: [string, string][] = [
  ['Golden', '黄金'],
  ['Neon', '霓虹'],
  ['Lucky', '幸运'],
  ['Crystal', '水晶'],
  ['Midnight', '午夜'],
  ['Thunder', '雷霆'],
  ['Jade', '翡翠'],
  ['Velvet', '天鹅绒'],
  ['Solar', '太阳'],
  ['Frozen', '冰封'],
  ['Wild', '狂野'],
  ['Mystic', '神秘'],
  ['Royal', '皇家'],
  ['Cosmic', '宇宙'],
  ['Ember', '余烬'],
  ['Silver', '白银'],
  ['Tidal', '潮汐'],
  ['Paper', '纸'],
  ['Candy', '糖果'],
  ['Iron', '钢铁'],
  ['Lantern', '灯笼'],
  ['Emerald', '祖母绿'],
  ['Ruby', '红宝石'],
  ['Sky', '天空'],
];
const SECOND: [string, string][] = [
  ['Koi', '锦鲤'],
  ['Fox', '狐狸'],
  ['Orchard', '果园'],
  ['Comet', '彗星'],
  ['Temple', '神殿'],
  ['Harbor', '港湾'],
  ['Panda', '熊猫'],
  ['Falcon', '猎鹰'],
  ['Garden', '花园'],
  ['Vault', '金库'],
  ['Voyage', '航程'],
  ['Tiger', '老虎'],
  ['Orbit', '轨道'],
  ['Bazaar', '集市'],
  ['Meadow', '草地'],
  ['Reef', '珊瑚礁'],
  ['Forge', '熔炉'],
  ['Kite', '风筝'],
  ['Owl', '猫头鹰'],
  ['Cactus', '仙人掌'],
  ['Lotus', '莲花'],
  ['Yeti', '雪人'],
  ['Beetle', '甲虫'],
  ['Pearl', '珍珠'],
];
const THIRD: [string, string][] = [
  ['Rush', '冲刺'],
  ['Fortune', '财富'],
  ['Deluxe', '豪华'],
  ['Spins', '旋转'],
  ['Quest', '探险'],
  ['Bonanza', '盛宴'],
  ['Party', '派对'],
  ['Stacks', '堆叠'],
  ['Hold', '锁定'],
  ['Blitz', '闪击'],
];
const LIVE_TABLES: [string, string][] = [
  ['Roulette', '轮盘'],
  ['Baccarat', '百家乐'],
  ['Blackjack', '二十一点'],
  ['Sic Bo', '骰宝'],
  ['Dragon Tiger', '龙虎'],
  ['Wheel', '幸运轮'],
];
const PVP_GAMES: [string, string][] = [
  ['Poker Duel', '扑克对决'],
  ['Bull Fight', '斗牛'],
  ['Three Cards', '三张牌'],
  ['Rummy Rally', '拉米'],
  ['Domino Club', '多米诺'],
  ['Dice Duel', '骰子对决'],
];

const CLASSIFY_BY_CATEGORY: Partial<Record<GameCategory, string[]>> = {
  RNG: ['SLOT', 'MEGAWAYS', 'JACKPOT', 'CLASSIC', 'CRASH', 'TABLE'],
  LIVE: ['LIVE', 'TABLE', 'CARD'],
  FISH: ['SHOOTING'],
  PVP: ['CARD', 'TABLE'],
  ELOTT: ['CLASSIC'],
};

function title(random: () => number, category: GameCategory, index: number): Names {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const [a, az] = pick(FIRST);
  if (category === 'LIVE' || category === 'PVP') {
    const [b, bz] = category === 'LIVE' ? pick(LIVE_TABLES) : pick(PVP_GAMES);
    return { en: `${a} ${b} ${index + 1}`, zh: `${az}${bz} ${index + 1}` };
  }
  const [b, bz] = pick(SECOND);
  if (category === 'FISH') return { en: `${a} ${b} Hunt ${index + 1}`, zh: `${az}${bz}捕鱼 ${index + 1}` };
  if (category === 'ELOTT') return { en: `${a} Keno ${index + 1}`, zh: `${az}基诺 ${index + 1}` };
  const [c, cz] = pick(THIRD);
  return { en: `${a} ${b} ${c}`, zh: `${az}${bz}${cz}` };
}

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
      const lobby = v.games === 1;
      const tags = CLASSIFY_BY_CATEGORY[v.category] ?? [];
      const classify = tags.length > 0 ? [tags[Math.floor(random() * tags.length)]!] : [];
      const isNew = random() < 0.08;
      if (isNew) classify.push('NEW');
      const artName = `game-${gameCode}-v1.svg`;
      art.push({ name: artName, contentType: 'image/svg+xml', body: gameArtSvg(gameCode, names.en!, v.name) });
      rows.push({
        merchant_id: merchantId,
        vendor_id: vendorId,
        game_code: gameCode,
        code: `${v.code.toLowerCase()}-${gameCode}`,
        category: v.category,
        names: JSON.stringify(lobby ? { en: `${v.name} Lobby`, zh: `${v.name} 大厅` } : names),
        search: searchText(lobby ? { en: `${v.name} Lobby` } : names, gameCode),
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
        name: `game-${gameCode}-v1.svg`,
        contentType: 'image/svg+xml',
        body: gameArtSvg(gameCode, names.en, v.name),
      });
      rows.push({
        ...rows[0]!,
        game_code: gameCode,
        code: `${v.code.toLowerCase()}-${gameCode}`,
        names: JSON.stringify(names),
        search: searchText(names, gameCode),
        art: `game-${gameCode}-v1.svg`,
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
