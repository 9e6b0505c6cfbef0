/**
 * What other modules use of the job runner: the runner they register their handlers and
 * schedules with (a plugin receives it), and the shapes of a handler and a schedule.
 */
export type { JobRunner } from './job-runner.ts';
export type { JobHandler, ScheduleDefinition } from './job-handler.ts';
