import type { Language } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { formatMinor } from '@arcadia/contracts';
import { minor } from '../../lib/money.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { betType, type BetTypeCode } from './engine/bet-types.ts';
import type { GameGroup, LotteryGameDefinition, PrizeMode } from './engine/definitions.ts';
import { publicIssue } from './issues.usecases.ts';
import { linesRepository } from './lines.repository.ts';
import { lotteryRepository, type StoredGame } from './lottery.repository.ts';

const GROUP_NAMES: Record<GameGroup, Partial<Record<Language, string>> & { en: string }> = {
  VN: {
    en: 'VN Traditional',
    pt: 'VN Tradicional',
    vi: 'Xổ số truyền thống',
    zh: '越南传统彩',
    th: 'หวยเวียดนาม',
    id: 'VN Tradisional',
  },
  VN_FAST: { en: 'VN Fast', pt: 'VN Rápida', vi: 'Xổ số nhanh', zh: '越南快彩', th: 'หวยเวียดนามด่วน', id: 'VN Cepat' },
  '5D': { en: '5D', pt: '5D', vi: '5D', zh: '五星彩', th: '5D', id: '5D' },
  F3: { en: 'Fast 3', pt: 'Rápido 3', vi: 'Nhanh 3', zh: '快三', th: 'ไฮโล', id: 'Cepat 3' },
  PK10: { en: 'PK10', pt: 'PK10', vi: 'PK10', zh: 'PK10', th: 'PK10', id: 'PK10' },
};

/** Thousandths as a decimal with two or three places: 95000 → "95.00", 1234 → "1.234". */
const oddsText = (milli: number) =>
  `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`.replace(/(\.\d\d)0$/, '$1');

/** The board's offers in one prize mode: odds as decimals ("95.00"), limits as money, points per line. */
function betTypesOf(game: LotteryGameDefinition, mode: PrizeMode, places: number) {
  return Object.entries(game.offers).map(([code, offer]) => ({
    betType: code,
    odds: Object.fromEntries(
      Object.entries(offer.oddsByMode?.[mode] ?? offer.odds).map(([key, milli]) => [key, oddsText(milli)]),
    ),
    minStake: formatMinor(minor(BigInt(offer.minStake)), places),
    maxStake: formatMinor(minor(BigInt(offer.maxStake)), places),
    units: betType(code as BetTypeCode).units(game.shape),
  }));
}

const label = (names: Record<string, string>, language: Language): string => names[language] ?? names.en ?? '';

/** A game as the lobby shows it: its name, rhythm, the issue open now and the last result. */
async function gameView(
  db: Db,
  merchantId: number,
  game: LotteryGameDefinition,
  language: Language,
  now: Date,
  mode: PrizeMode = 'Lott',
) {
  const [[next], [last], places] = await Promise.all([
    lotteryRepository.upcoming(db, merchantId, game.code, now, 1),
    lotteryRepository.drawn(db, merchantId, game.code, 1),
    merchantsPort.placesOf(db, merchantId),
  ]);
  return {
    gameCode: game.code,
    gameGroupCode: game.group,
    labelName: label(game.names, language),
    shape: game.shape,
    intervalSeconds: game.schedule.kind === 'interval' ? game.schedule.seconds : null,
    closeBeforeSeconds: game.closeBeforeSeconds,
    betTypes: betTypesOf(game, mode, places),
    next: next ? publicIssue(next, now) : null,
    last: last ? publicIssue(last, now) : null,
  };
}

async function enabledGames(db: Db, merchantId: number, groups?: GameGroup[]): Promise<StoredGame[]> {
  const games = await lotteryRepository.games(db, merchantId);
  return games.filter((g) => g.enabled && (!groups || groups.includes(g.definition.group)));
}

/** Games by group, in the brand's order, each with its next and last issue. */
async function menu(db: Db, merchantId: number, language: Language, now: Date, mode: PrizeMode, groups?: GameGroup[]) {
  const games = await enabledGames(db, merchantId, groups);
  const present = [...new Set(games.map((g) => g.definition.group))];
  return {
    gameMenus: await Promise.all(
      present.map(async (group) => ({
        gameGroupCode: group,
        labelName: label(GROUP_NAMES[group], language),
        games: await Promise.all(
          games
            .filter((g) => g.definition.group === group)
            .map((g) => gameView(db, merchantId, g.definition, language, now, mode)),
        ),
      })),
    ),
  };
}

const VN_GROUPS: GameGroup[] = ['VN', 'VN_FAST'];

/** The VN lottery menu: traditional and fast games. */
export const vnGameMenu = (db: Db, merchantId: number, language: Language, now: Date, mode: PrizeMode = 'Lott') =>
  menu(db, merchantId, language, now, mode, VN_GROUPS);

/** The /lottery lobby: every enabled game. */
export const lotteryLobby = (db: Db, merchantId: number, language: Language, now: Date, mode: PrizeMode = 'Lott') =>
  menu(db, merchantId, language, now, mode);

/** The games most bet on in the last 24 hours, then the brand's order for the rest. */
export async function popularGames(
  db: Db,
  merchantId: number,
  language: Language,
  count: number,
  now: Date,
  mode: PrizeMode = 'Lott',
) {
  const counts = await linesRepository.countsByGameSince(db, merchantId, new Date(now.getTime() - 86_400_000));
  const games = (await enabledGames(db, merchantId))
    .map((g, order) => ({ g, order, n: counts.get(g.code) ?? 0 }))
    .sort((a, b) => b.n - a.n || a.order - b.order)
    .slice(0, count);
  return { list: await Promise.all(games.map(({ g }) => gameView(db, merchantId, g.definition, language, now, mode))) };
}

/** The VN games a member bet on lately, latest first. */
export async function recentVnGames(
  db: Db,
  merchantId: number,
  memberId: number,
  language: Language,
  count: number,
  now: Date,
) {
  const games = new Map((await enabledGames(db, merchantId, VN_GROUPS)).map((g) => [g.code, g]));
  const codes = (await linesRepository.recentGameCodes(db, memberId, 50)).filter((c) => games.has(c)).slice(0, count);
  return {
    list: await Promise.all(codes.map((c) => gameView(db, merchantId, games.get(c)!.definition, language, now))),
  };
}

/**
 * The issue a slip placed now goes to (the first whose betting has not closed; between a close
 * and its draw that is the next issue, shown as scheduled), with the server clock for countdowns.
 */
export async function openedNumero(db: Db, merchantId: number, gameCode: string, now: Date) {
  const game = (await enabledGames(db, merchantId)).find((g) => g.code === gameCode);
  if (!game) return undefined;
  const [next] = (await lotteryRepository.upcoming(db, merchantId, gameCode, now, 2)).filter((i) => i.closesAt > now);
  return { issue: next ? publicIssue(next, now) : null, serverTime: now.toISOString() };
}

export async function openedNumeros(db: Db, merchantId: number, gameCode: string, count: number, now: Date) {
  const issues = await lotteryRepository.upcoming(db, merchantId, gameCode, now, count);
  return { list: issues.map((i) => publicIssue(i, now)) };
}

export async function drawnResults(db: Db, merchantId: number, gameCode: string, pageNo: number, pageSize: number) {
  const now = new Date();
  const { issues, total } = await lotteryRepository.drawnPage(
    db,
    merchantId,
    gameCode,
    pageSize,
    (pageNo - 1) * pageSize,
  );
  return { list: issues.map((i) => publicIssue(i, now)), total, totalPages: Math.ceil(total / pageSize) };
}

export async function oneIssue(db: Db, merchantId: number, gameCode: string, numero: string) {
  const issue = await lotteryRepository.issue(db, merchantId, gameCode, numero);
  return issue ? publicIssue(issue, new Date()) : undefined;
}

/**
 * The engine's games by group for the portal's lottery menu (/lgw/games/game_menus): group code
 * and name, each game's code and name. No issues: the menu only names what can be opened.
 */
export async function lotteryMenuGroups(db: DbOrTrx, merchantId: number, language: Language) {
  const games = (await lotteryRepository.games(db, merchantId)).filter((g) => g.enabled);
  const groups = [...new Set(games.map((g) => g.definition.group))];
  return groups.map((group) => ({
    gameGroupCode: group,
    labelName: label(GROUP_NAMES[group], language),
    games: games
      .filter((g) => g.definition.group === group)
      .map((g) => ({ gameCode: g.code, labelName: label(g.definition.names, language) })),
  }));
}
