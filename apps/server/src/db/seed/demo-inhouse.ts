import type { Trx } from '../schema.ts';
import { insertBrandRows } from '../../lib/rows.ts';
import { gameArtSvg } from '../../modules/catalogue/game-art.ts';
import { cataloguePort } from '../../modules/catalogue/catalogue.port.ts';
import { searchText, type Names } from '../../modules/catalogue/catalogue.model.ts';
import { BGS_VENDOR, bgsGameCode, DEFAULT_BGS_LIMITS, type BgsGame } from '../../modules/bgs/bgs.config.ts';

/**
 * The in-house games (vendor BGS) in the catalogue: what launchGame opens and the bets record
 * names. Crash is the live shared-round game (modules/bgs crash-loop).
 */
const INHOUSE: { game: BgsGame; names: Names; classify: string }[] = [
  { game: 'dice', names: { en: 'Dice', zh: '骰子' }, classify: 'TABLE' },
  { game: 'limbo', names: { en: 'Limbo', zh: '凌波' }, classify: 'CRASH' },
  { game: 'mines', names: { en: 'Mines', zh: '扫雷' }, classify: 'TABLE' },
  { game: 'plinko', names: { en: 'Plinko', zh: '弹珠' }, classify: 'CLASSIC' },
  { game: 'slot', names: { en: 'Star Harbour', zh: '星港' }, classify: 'SLOT' },
  { game: 'crash', names: { en: 'Crash', zh: '崩溃' }, classify: 'CRASH' },
];

export async function seedDemoInhouse(trx: Trx, merchantId: number): Promise<void> {
  const vendor = await cataloguePort.vendorByCode(trx, merchantId, BGS_VENDOR);
  if (!vendor) return;
  const art = INHOUSE.map(({ game, names }) => ({
    name: `game-${bgsGameCode(game)}-v2.svg`,
    contentType: 'image/svg+xml',
    body: gameArtSvg(bgsGameCode(game), names.en!, 'Arcadia Originals', 'INHOUSE'),
  }));
  await insertBrandRows(trx, 'games', merchantId, INHOUSE, ({ game, names, classify }, index) => ({
    vendor_id: vendor.id,
    game_code: bgsGameCode(game),
    code: `bgs-${game}`,
    category: 'INHOUSE',
    names: JSON.stringify(names),
    search: searchText(names, bgsGameCode(game)),
    art: art[index]!.name,
    is_hot: game === 'dice' ? 1 : 0,
    is_new: 1,
    demo: 1,
    min_bet: DEFAULT_BGS_LIMITS[game].min.toString(),
    min_line_num: game === 'slot' ? 10 : 0,
    classify: `,${classify},NEW,`,
    default_play_type: '',
    account_type_name: 'MAIN',
    is_game: 'GAME',
    popularity: 10_000 - index,
    created_at: new Date().toISOString(),
  }));
  await cataloguePort.saveArt(trx, art);
}
