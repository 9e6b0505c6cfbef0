import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListJobRuns, adminListJobs, adminRetryJob } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { ALL_ROLES, currentOperator } from '../operators/operators.port.ts';
import { adminJobView } from './job.model.ts';
import { listJobRuns, listJobs, retryJob } from './jobs.usecases.ts';
import { routeSchema } from '../../http/route-schema.ts';

const tags = ['admin'];

/**
 * The job queue and its run history for operators: anyone signed in reads them (jobs carry no
 * member secrets, only ids); sending a failed job round again is an admin's call.
 */
export const jobsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const anyone = { onRequest: app.requireOperator(ALL_ROLES) };
  const admin = { onRequest: app.requireOperator(['admin']) };

  app.get(
    adminListJobs.path,
    {
      ...anyone,
      schema: routeSchema(adminListJobs, { tags, summary: 'Background jobs, newest first', signedIn: true }),
    },
    async (request, reply) => {
      const { state, kind, limit, before } = request.query;
      const jobs = await listJobs(db, {
        limit,
        ...(state ? { state } : {}),
        ...(kind ? { kind } : {}),
        ...(before ? { beforeId: before } : {}),
      });
      return reply.ok({ list: jobs.map(adminJobView) });
    },
  );

  app.get(
    adminListJobRuns.path,
    {
      ...anyone,
      schema: routeSchema(adminListJobRuns, {
        tags,
        summary: 'Job run history (one row per attempt), newest first',
        signedIn: true,
      }),
    },
    async (request, reply) => {
      const { job, kind, limit } = request.query;
      return reply.ok({
        list: await listJobRuns(db, { limit, ...(job ? { jobId: job } : {}), ...(kind ? { kind } : {}) }),
      });
    },
  );

  app.post(
    adminRetryJob.path,
    {
      ...admin,
      schema: routeSchema(adminRetryJob, {
        tags,
        summary: 'Queue a failed job again with fresh attempts',
        signedIn: true,
      }),
    },
    async (request, reply) => {
      const job = await retryJob(db, request.params.id);
      request.log.info({ jobId: job.id, kind: job.kind, operatorId: currentOperator(request).id }, 'job retried');
      return reply.ok(adminJobView(job));
    },
  );
};
