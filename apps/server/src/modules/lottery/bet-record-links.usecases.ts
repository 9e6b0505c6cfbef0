import { lotteryVerifierPath } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { BetDescription } from '../game-wallet/bet-record-links.ts';
import { publicIssue } from './issues.usecases.ts';
import { lotteryGames } from './lottery-games.repository.ts';
import { lotteryRepository, type StoredIssue } from './lottery.repository.ts';

const LINE_BET = /^lot:(\d+)$/;

type BetLine = { issue: StoredIssue; betType: string; pick: string };

/** The lottery line and issue behind each bet (`lot:<line id>`) of the page. */
async function linesOfBets(db: DbOrTrx, betIds: number[]): Promise<Map<number, BetLine>> {
  const bets = await db.selectFrom('bets').select(['id', 'transaction_id']).where('id', 'in', betIds).execute();
  const lineOfBet = new Map(
    bets.flatMap((b) => {
      const match = LINE_BET.exec(b.transaction_id);
      return match ? [[Number(b.id), Number(match[1])] as const] : [];
    }),
  );
  if (lineOfBet.size === 0) return new Map();
  const lines = await db
    .selectFrom('lottery_lines')
    .select(['id', 'issue_id', 'bet_type', 'pick'])
    .where('id', 'in', [...lineOfBet.values()])
    .execute();
  const issues = await lotteryRepository.issuesByIds(db, [...new Set(lines.map((l) => Number(l.issue_id)))]);
  const issueById = new Map(issues.map((i) => [i.id, i]));
  const lineById = new Map(lines.map((l) => [Number(l.id), l]));
  const found = new Map<number, BetLine>();
  for (const [betId, lineId] of lineOfBet) {
    const line = lineById.get(lineId);
    const issue = issueById.get(Number(line?.issue_id ?? -1));
    if (line && issue) found.set(betId, { issue, betType: line.bet_type, pick: line.pick });
  }
  return found;
}

/**
 * The betting record's lottery lines: each bet links to the public verifier of its line's issue
 * once that issue is drawn (its seed published); before the draw, no link.
 */
export async function lotteryVerifyLinks(db: DbOrTrx, betIds: number[]): Promise<Map<number, string>> {
  const now = new Date();
  const links = new Map<number, string>();
  // The same rule as every public view of an issue: the seed only once drawn.
  for (const [betId, { issue }] of await linesOfBets(db, betIds)) {
    const path = lotteryVerifierPath(publicIssue(issue, now));
    if (path) links.set(betId, path);
  }
  return links;
}

/** Each lottery bet as the player placed it: the game's name in their language, the issue, the pick. */
export async function lotteryBetDescriptions(
  db: DbOrTrx,
  betIds: number[],
  language: string,
): Promise<Map<number, BetDescription>> {
  const lines = await linesOfBets(db, betIds);
  const merchants = new Set([...lines.values()].map((line) => line.issue.merchantId));
  const names = new Map<string, Record<string, string>>();
  for (const merchantId of merchants) {
    for (const game of await lotteryGames.games(db, merchantId))
      names.set(`${merchantId}:${game.code}`, game.definition.names);
  }
  const described = new Map<number, BetDescription>();
  for (const [betId, { issue, betType, pick }] of lines) {
    const gameNames = names.get(`${issue.merchantId}:${issue.gameCode}`);
    described.set(betId, {
      gameName: gameNames?.[language] ?? gameNames?.en ?? issue.gameCode,
      lottery: { issue: issue.numero, betType, pick },
    });
  }
  return described;
}
