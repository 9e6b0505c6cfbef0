import { currencyPlaces } from '@arcadia/contracts';
import { crashElapsedMsFor } from '@arcadia/fair';
import type { Db } from '../../db/schema.ts';
import { JobInterrupted, type JobHandler, type RunnerLog, type ScheduleDefinition } from '../jobs/job-handler.ts';
import { enqueue } from '../jobs/jobs.usecases.ts';
import type { CrashBus } from './crash-bus.ts';
import { crashRepository, type CrashRoundRow } from './crash.repository.ts';
import {
  bustRound,
  openRound,
  settleAutoCashouts,
  startFlight,
  type CrashSettings,
  type SettledBet,
} from './crash-rounds.usecases.ts';
import { multiplierText, playerView } from './crash-views.ts';

/*
 * The round loop. Each round is one durable job (`crash.round`, payload { number }): it opens the
 * round if nobody has, waits for take-off, pays auto cash-outs as the flight reaches them, busts
 * at the committed point, opens the next round and enqueues its job (deduplicated by number). The
 * job runner's lease means one instance drives a round at a time; when that instance dies, the
 * lease runs out and another (or the restarted one) takes the job over and finishes the round
 * from its stored times and crash point. A keeper schedule re-enqueues the current round's job,
 * so the loop starts on a fresh database and survives a job that ran out of attempts.
 */
export const CRASH_ROUND_JOB = 'crash.round';
export const CRASH_KEEPER = 'crash.keeper';

const stopped = () => new JobInterrupted('server shutting down: the round is left to the next runner of its job');

export class CrashLoop {
  private readonly abort = new AbortController();

  constructor(private readonly deps: { db: Db; bus: CrashBus; settings: CrashSettings; log: RunnerLog }) {}

  /** Ends the waits of a round in hand (shutdown): its job goes back to the queue for whoever runs next. */
  stop(): void {
    this.abort.abort();
  }

  readonly roundJob: JobHandler<{ number: number }> = {
    run: ({ number }) => this.drive(number),
    backoff: { baseMs: 500, maxMs: 5_000 },
  };

  readonly keeper: ScheduleDefinition = {
    name: CRASH_KEEPER,
    pattern: '*/5 * * * * *',
    run: () => this.keep(),
  };

  /** Makes sure the current round has its job (a no-op when it has). */
  async keep(): Promise<void> {
    const latest = await crashRepository.latestRound(this.deps.db);
    const number = !latest ? 1 : latest.status === 'busted' ? latest.number + 1 : latest.number;
    await this.enqueueRound(number);
  }

  private enqueueRound(number: number) {
    return enqueue(
      this.deps.db,
      CRASH_ROUND_JOB,
      { number },
      { dedupeKey: `crash.round:${number}`, maxAttempts: 1_000 },
    );
  }

  /** Drives round `number` from wherever it stands to its bust, then opens the next one. */
  async drive(number: number): Promise<{ round: number; crash: string }> {
    const { db, settings } = this.deps;
    const opened = await openRound(db, number, settings);
    let round = opened.round;
    if (opened.created) this.announceBetting(round);
    if (round.status === 'betting') {
      await this.sleepUntil(Date.parse(round.flightAt));
      if (await startFlight(db, round))
        this.publish(null, { type: 'flight', ...this.now(), number, flightAt: round.flightAt });
      round = { ...round, status: 'flying' };
    }
    if (round.status === 'flying') {
      const targets = new Set<number>();
      for (const bet of await crashRepository.betsOfRound(db, round.id))
        if (bet.status === 'active' && bet.autoCashout100 !== null && bet.autoCashout100 <= round.crash100)
          targets.add(bet.autoCashout100);
      for (const target of [...targets].sort((a, b) => a - b)) {
        await this.sleepUntil(Date.parse(round.flightAt) + crashElapsedMsFor(target, settings.growthPerMs));
        this.announceCashouts(round, await settleAutoCashouts(db, round, target));
      }
      await this.sleepUntil(Date.parse(round.bustAt));
      const bust = await bustRound(db, round);
      if (bust.busted) {
        this.announceCashouts(
          round,
          bust.settled.filter((bet) => bet.status === 'cashed_out'),
        );
        const busted = (await crashRepository.roundByNumber(db, number))!;
        this.publish(null, {
          type: 'bust',
          ...this.now(),
          number,
          crash: multiplierText(round.crash100),
          hash: round.hash,
          bustedAt: busted.bustedAt ?? new Date().toISOString(),
        });
      }
    }
    const next = await openRound(db, number + 1, settings);
    if (next.created) this.announceBetting(next.round);
    await this.enqueueRound(number + 1);
    return { round: number, crash: multiplierText(round.crash100) };
  }

  private now() {
    return { serverTime: new Date().toISOString() };
  }

  private publish(merchantId: number | null, event: Parameters<CrashBus['publish']>[0]['event']) {
    this.deps.bus.publish({ merchantId, event });
  }

  private announceBetting(round: CrashRoundRow) {
    this.publish(null, { type: 'betting', ...this.now(), number: round.number, flightAt: round.flightAt });
  }

  /** Cash-outs go to each brand's sockets, a few dozen players per message (NOTIFY carries 8 kB). */
  private announceCashouts(round: CrashRoundRow, settled: SettledBet[]) {
    const byMerchant = new Map<number, SettledBet[]>();
    for (const bet of settled) byMerchant.set(bet.merchantId, [...(byMerchant.get(bet.merchantId) ?? []), bet]);
    for (const [merchantId, bets] of byMerchant)
      for (let i = 0; i < bets.length; i += 25)
        this.publish(merchantId, {
          type: 'cashout',
          number: round.number,
          players: bets.slice(i, i + 25).map((bet) => playerView(bet, currencyPlaces(bet.currency))),
        });
  }

  private sleepUntil(at: number): Promise<void> {
    const signal = this.abort.signal;
    if (signal.aborted) return Promise.reject(stopped());
    const wait = at - Date.now();
    if (wait <= 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, wait);
      const onAbort = () => {
        clearTimeout(timer);
        reject(stopped());
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}
