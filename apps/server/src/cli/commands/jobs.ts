import { JOB_STATES } from '@arcadia/contracts';
import type { JobState } from '../../modules/jobs/job.model.ts';
import { listJobRuns, listJobs, listSchedules, retryJob } from '../../modules/jobs/jobs.usecases.ts';
import { CliError, defineCommands, expectArgs, type Command } from '../command.ts';
import { printTable } from '../output.ts';
import { idCommand, listCommand } from '../command-builders.ts';
import { limitOf } from '../arguments.ts';

function jobIdOf(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new CliError(`A job id is a whole number, not '${value}'.`);
  return id;
}

const oneLine = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The background job queue (modules/jobs): what is waiting, running, done or failed. */
const jobs: Command = {
  name: 'jobs',
  summary: 'Background jobs, newest first (schedule slots, webhook deliveries, …)',
  options: {
    status: `only jobs in this state: ${JOB_STATES.join(', ')}`,
    kind: 'only jobs of this kind (e.g. lottery.draw, sandbox-psp.webhook)',
    limit: 'how many jobs (default 30)',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const state = ctx.options.status;
    if (state !== undefined && !(JOB_STATES as readonly string[]).includes(state))
      throw new CliError(`--status must be one of ${JOB_STATES.join(', ')}, not '${state}'.`);
    const list = await listJobs(ctx.db, {
      limit: limitOf(ctx, 30, 1000),
      ...(state ? { state: state as JobState } : {}),
      ...(ctx.options.kind ? { kind: ctx.options.kind } : {}),
    });
    printTable(ctx, list, ['ID', 'KIND', 'STATE', 'ATTEMPTS', 'RUN AT', 'LAST ERROR / RESULT'], (j) => [
      String(j.id),
      j.kind,
      j.state,
      `${j.attempts}/${j.maxAttempts}`,
      j.runAt,
      j.state === 'failed' || j.state === 'queued' ? (j.lastError ?? '') : oneLine(j.result),
    ]);
  },
};

const runs: Command = {
  name: 'jobs:runs',
  usage: '[<job id>]',
  summary: 'Job run history, one row per attempt, newest first (lost: the runner died mid-run)',
  options: { kind: 'only runs of this kind', limit: 'how many runs (default 30)' },
  async run(ctx) {
    if (ctx.args.length > 1) throw new CliError(`Usage: ${this.name} ${this.usage}`);
    const list = await listJobRuns(ctx.db, {
      limit: limitOf(ctx, 30, 1000),
      ...(ctx.args[0] ? { jobId: jobIdOf(ctx.args[0]) } : {}),
      ...(ctx.options.kind ? { kind: ctx.options.kind } : {}),
    });
    const headers = ['RUN', 'JOB', 'KIND', 'TRY', 'OUTCOME', 'STARTED', 'FINISHED', 'RUNNER', 'ERROR / RESULT'];
    printTable(ctx, list, headers, (r) => [
      String(r.id),
      String(r.jobId),
      r.kind,
      String(r.attempt),
      r.outcome,
      r.startedAt,
      r.finishedAt ?? '',
      r.runner,
      r.error ?? oneLine(r.result),
    ]);
  },
};

const retry = idCommand(
  {
    name: 'jobs:retry',
    usage: '<job id>',
    summary: 'Queue a failed job again with fresh attempts (running servers pick it up within a second)',
  },
  (ctx, id) => retryJob(ctx.db, id),
  (job) => `Job ${job.id} (${job.kind}) is queued again.`,
  { parseId: jobIdOf },
);

const schedules = listCommand({
  name: 'jobs:schedules',
  summary: 'Schedules: the last slot enqueued and how many slots stops made them skip',
  load: (ctx) => listSchedules(ctx.db),
  headers: ['SCHEDULE', 'PATTERN (UTC)', 'LAST SLOT', 'SKIPPED'],
  row: (s) => [s.name, s.pattern, s.lastSlotAt, String(s.skippedSlots)],
});

export default defineCommands(75, [jobs, runs, retry, schedules]);
