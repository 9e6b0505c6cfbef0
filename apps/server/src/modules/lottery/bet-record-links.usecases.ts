import { lotteryVerifierPath } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { publicIssue } from './issues.usecases.ts';
import { lotteryRepository } from './lottery.repository.ts';

const LINE_BET = /^lot:(\d+)$/;

/**
 * The betting record's lottery lines: each bet (`lot:<line id>`) links to the public verifier of
 * its line's issue once that issue is drawn (its seed published); before the draw, no link.
 */
export async function lotteryVerifyLinks(db: DbOrTrx, betIds: number[]): Promise<Map<number, string>> {
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
    .select(['id', 'issue_id'])
    .where('id', 'in', [...lineOfBet.values()])
    .execute();
  const issueOfLine = new Map(lines.map((l) => [Number(l.id), Number(l.issue_id)]));
  const issues = await lotteryRepository.issuesByIds(db, [...new Set(issueOfLine.values())]);
  // The same rule as every public view of an issue: the seed only once drawn.
  const paths = new Map(issues.map((i) => [i.id, lotteryVerifierPath(publicIssue(i, new Date()))]));
  const links = new Map<number, string>();
  for (const [betId, lineId] of lineOfBet) {
    const path = paths.get(issueOfLine.get(lineId) ?? -1);
    if (path) links.set(betId, path);
  }
  return links;
}
