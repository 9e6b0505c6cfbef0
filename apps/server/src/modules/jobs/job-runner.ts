import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { DbHandle } from '../../db/database.ts';
import type { Job } from './job.model.ts';
import { runAttempt, type AttemptDeps } from './job-attempt.ts';
import type { JobHandler, RunnerLog, ScheduleDefinition } from './job-handler.ts';
import { jobsRepository } from './jobs.repository.ts';
import { onEnqueued } from './jobs.usecases.ts';
import { enqueueDueSlots, type Schedule } from './schedule-slots.ts';

export type RunnerOptions = {
  pollMs?: number;
  /** A job whose runner has not renewed its lease for this long is taken over by another. */
  leaseMs?: number;
  /** Jobs run at once by this runner. */
  concurrency?: number;
  clock?: () => Date;
  id?: string;
};

const JOBS_PER_WORKER_TICK = 100;

/**
 * Takes due jobs from the database and runs them: one lease per job (so across instances a job
 * runs at most once at a time), retries with backoff, a history row per attempt, and schedule
 * slots turned into jobs on every tick (so slots missed while stopped run after a restart).
 */
export class JobRunner {
  readonly id: string;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly schedules: Schedule[] = [];
  private readonly deps: AttemptDeps;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private timer: NodeJS.Timeout | undefined;
  private slotting: Promise<void> | undefined;
  private readonly workers = new Set<Promise<void>>();
  /** Workers looking for a job (not running one): while one is, a poll need not add another. */
  private idleWorkers = 0;
  private started = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly database: DbHandle,
    log: RunnerLog,
    options: RunnerOptions = {},
  ) {
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.pollMs = options.pollMs ?? 1_000;
    this.concurrency = options.concurrency ?? 4;
    this.deps = {
      database,
      runner: this.id,
      clock: options.clock ?? (() => new Date()),
      leaseMs: options.leaseMs ?? 60_000,
      log,
    };
  }

  handle<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} has two handlers`);
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  schedule(definition: ScheduleDefinition): void {
    const { name, pattern, catchUp = 1, maxAttempts = 1, ...handler } = definition;
    this.handle(name, handler);
    this.schedules.push({ name, pattern, catchUp, maxAttempts });
  }

  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Enqueues due schedule slots, then runs due jobs until none is left. Returns how many ran. */
  async tick(): Promise<number> {
    await enqueueDueSlots(this.database.db, this.schedules, this.deps.clock(), this.deps.log);
    return this.runDue(this.kinds);
  }

  /** Runs due jobs of `kinds` only (no schedules) until none is left: tests and tools wait on this. */
  async drain(kinds: string[] = this.kinds): Promise<number> {
    let total = 0;
    for (let ran = await this.runDue(kinds); ran > 0; ran = await this.runDue(kinds)) total += ran;
    return total;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    // Work enqueued in this process starts at once (or at its runAt) instead of at the next poll.
    this.unsubscribe = onEnqueued((runAt) => {
      const wait = Date.parse(runAt) - Date.now();
      if (wait <= 0) void this.pump();
      else if (wait < this.pollMs) setTimeout(() => void this.pump(), wait).unref();
    });
    this.poll();
  }

  /** Stops polling and waits for the work in hand; unfinished jobs are picked up again later. */
  async stop(): Promise<void> {
    this.started = false;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.slotting;
    while (this.workers.size > 0) await Promise.all([...this.workers]);
  }

  private poll(): void {
    if (!this.started) return;
    void this.pump();
    this.timer = setTimeout(() => this.poll(), this.pollMs);
    this.timer.unref();
  }

  /**
   * Turns due slots into jobs (one pass at a time), then makes sure a worker is looking for work.
   * Workers are independent: a long job holds one of them, never the others or the next poll.
   */
  private async pump(): Promise<void> {
    this.slotting ??= enqueueDueSlots(this.database.db, this.schedules, this.deps.clock(), this.deps.log)
      .then(
        () => undefined,
        (error: unknown) => this.deps.log.error({ err: error }, 'job schedules could not be read'),
      )
      .finally(() => (this.slotting = undefined));
    await this.slotting;
    if (this.idleWorkers === 0) this.spawnWorker();
  }

  /** A worker takes jobs until none is due; each job it finds may call in one more worker. */
  private spawnWorker(): void {
    if (!this.started || this.workers.size >= this.concurrency) return;
    this.idleWorkers++;
    const worker: Promise<void> = this.work()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'job worker failed'))
      .finally(() => this.workers.delete(worker));
    this.workers.add(worker);
  }

  private async work(): Promise<void> {
    try {
      for (let job = await this.claim(this.kinds); job; job = this.started ? await this.claim(this.kinds) : undefined) {
        this.idleWorkers--;
        try {
          this.spawnWorker();
          await runAttempt(this.deps, job, this.handlers.get(job.kind)!);
        } finally {
          this.idleWorkers++;
        }
      }
    } finally {
      this.idleWorkers--;
    }
  }

  private async runDue(kinds: string[]): Promise<number> {
    const counts = await Promise.all(
      Array.from({ length: this.concurrency }, async () => {
        let ran = 0;
        for (let job = await this.claim(kinds); job; job = await this.claim(kinds)) {
          await runAttempt(this.deps, job, this.handlers.get(job.kind)!);
          if (++ran >= JOBS_PER_WORKER_TICK) break;
        }
        return ran;
      }),
    );
    return counts.reduce((a, b) => a + b, 0);
  }

  private claim(kinds: string[]): Promise<Job | undefined> {
    const now = this.deps.clock();
    return jobsRepository.claim(
      this.database.db,
      kinds,
      { runner: this.id, now: now.toISOString(), until: new Date(now.getTime() + this.deps.leaseMs).toISOString() },
      this.database.kind === 'postgres',
    );
  }
}
