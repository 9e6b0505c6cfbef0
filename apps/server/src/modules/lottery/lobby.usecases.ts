import type { Language } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import type { GameGroup, LotteryGameDefinition } from './engine/definitions.ts';
import { publicIssue } from './issues.usecases.ts';
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

const label = (names: Record<string, string>, language: Language): string => names[language] ?? names.en ?? '';

/** A game as the lobby shows it: its name, rhythm, the issue open now and the last result. */
async function gameView(db: Db, merchantId: number, game: LotteryGameDefinition, language: Language, now: Date) {
  const [next] = await lotteryRepository.upcoming(db, merchantId, game.code, now, 1);
  const [last] = await lotteryRepository.drawn(db, merchantId, game.code, 1);
  return {
    gameCode: game.code,
    gameGroupCode: game.group,
    labelName: label(game.names, language),
    shape: game.shape,
    intervalSeconds: game.schedule.kind === 'interval' ? game.schedule.seconds : null,
    closeBeforeSeconds: game.closeBeforeSeconds,
    next: next ? publicIssue(next, now) : null,
    last: last ? publicIssue(last, now) : null,
  };
}

async function enabledGames(db: Db, merchantId: number, groups?: GameGroup[]): Promise<StoredGame[]> {
  const games = await lotteryRepository.games(db, merchantId);
  return games.filter((g) => g.enabled && (!groups || groups.includes(g.definition.group)));
}

/** The VN lottery menu: traditional and fast games, by group, in the brand's order. */
export async function vnGameMenu(db: Db, merchantId: number, language: Language, now: Date) {
  const games = await enabledGames(db, merchantId, ['VN', 'VN_FAST']);
  const groups = [...new Set(games.map((g) => g.definition.group))];
  return {
    gameMenus: await Promise.all(
      groups.map(async (group) => ({
        gameGroupCode: group,
        labelName: label(GROUP_NAMES[group], language),
        games: await Promise.all(
          games
            .filter((g) => g.definition.group === group)
            .map((g) => gameView(db, merchantId, g.definition, language, now)),
        ),
      })),
    ),
  };
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
