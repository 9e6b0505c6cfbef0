import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema.ts';
import type { LotteryGameDefinition } from './engine/definitions.ts';
import { drawResult, seedCommitment } from './engine/draw.ts';
import { issuesBetween, nextIssues } from './engine/schedule.ts';
import { lotteryRepository, type StoredIssue } from './lottery.repository.ts';

/**
 * How far ahead issues exist, with their committed seeds: an hour, and never fewer than the next
 * hundred issues (the chase picker lists 100; a chase runs up to 30) — for a daily game that is
 * months. And how far back a restart fills gaps.
 */
const SCHEDULE_AHEAD_MS = 60 * 60_000;
export const SCHEDULE_AHEAD_ISSUES = 101;
const CATCH_UP_MS = 24 * 60 * 60_000;
/** A draw later than this after its time is flagged late for operators. */
const LATE_AFTER_MS = 30_000;

/**
 * Keeps every enabled game's issues scheduled ahead (an hour, at least 101 issues). After a stop, the gap since the
 * last scheduled issue (up to a day) is scheduled too, so those draws happen late instead of
 * being skipped silently. Safe to run on several instances at once (inserts ignore duplicates).
 */
export async function scheduleIssues(db: Db, now: Date): Promise<number> {
  let created = 0;
  for (const merchantId of await lotteryRepository.merchantsWithGames(db)) {
    for (const game of await lotteryRepository.games(db, merchantId)) {
      if (!game.enabled) continue;
      const last = await lotteryRepository.lastIssueDrawAt(db, merchantId, game.code);
      const from = last
        ? new Date(Math.max(last.getTime() + 1, now.getTime() - CATCH_UP_MS))
        : new Date(now.getTime() - game.definition.closeBeforeSeconds * 1000);
      const ahead = nextIssues(game.definition, now, SCHEDULE_AHEAD_ISSUES).at(-1)!.drawAt.getTime() + 1;
      const to = new Date(Math.max(now.getTime() + SCHEDULE_AHEAD_MS, ahead));
      const slots = issuesBetween(game.definition, from, to);
      const createdAt = now.toISOString();
      await lotteryRepository.insertIssues(
        db,
        slots.map((slot) => {
          const seed = randomBytes(32).toString('hex');
          return {
            merchant_id: merchantId,
            game_code: game.code,
            numero: slot.numero,
            opens_at: slot.opensAt.toISOString(),
            closes_at: slot.closesAt.toISOString(),
            draw_at: slot.drawAt.toISOString(),
            state: 'pending' as const,
            seed,
            seed_hash: seedCommitment(seed),
            result: null,
            drawn_at: null,
            settled_at: null,
            late: 0,
            void_reason: null,
            created_at: createdAt,
          };
        }),
      );
      created += slots.length;
    }
  }
  return created;
}

/**
 * Draws every issue whose time has come, oldest first, from its committed seed. Each draw is a
 * conditional update, so with several instances each issue is drawn exactly once. Returns the
 * issues this call drew (settlement follows for each).
 */
export async function drawDueIssues(db: Db, now: Date, batch = 500): Promise<StoredIssue[]> {
  const drawn: StoredIssue[] = [];
  const definitions = new Map<string, LotteryGameDefinition>();
  for (;;) {
    const due = await lotteryRepository.dueIssues(db, now, batch);
    if (due.length === 0) return drawn;
    for (const issue of due) {
      const key = `${issue.merchantId}:${issue.gameCode}`;
      if (!definitions.has(key)) {
        for (const g of await lotteryRepository.games(db, issue.merchantId)) {
          definitions.set(`${issue.merchantId}:${g.code}`, g.definition);
        }
      }
      const game = definitions.get(key);
      if (!game) continue;
      const result = drawResult(game, issue.numero, issue.seed);
      const late = now.getTime() - issue.drawAt.getTime() > LATE_AFTER_MS;
      if (await lotteryRepository.markDrawn(db, issue.id, result, now, late)) {
        drawn.push({ ...issue, state: 'drawn', result, drawnAt: now, late });
      }
    }
    if (due.length < batch) return drawn;
  }
}

/** What a player may know of an issue: the seed only once drawn; the open/closed state by the clock. */
export function publicIssue(issue: StoredIssue, now: Date) {
  const betting =
    issue.state !== 'pending'
      ? issue.state
      : now < issue.opensAt
        ? 'scheduled'
        : now < issue.closesAt
          ? 'open'
          : 'closed';
  return {
    gameCode: issue.gameCode,
    numero: issue.numero,
    state: betting,
    opensAt: issue.opensAt.toISOString(),
    closesAt: issue.closesAt.toISOString(),
    drawAt: issue.drawAt.toISOString(),
    seedHash: issue.seedHash,
    seed: issue.state === 'pending' ? null : issue.seed,
    result: issue.result,
    late: issue.late,
  };
}
