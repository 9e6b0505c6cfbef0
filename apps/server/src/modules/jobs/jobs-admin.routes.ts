import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListJobRuns, adminListJobs, adminRetryJob } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentOperator } from '../operators/operators.port.ts';
import { adminJobView } from './job.model.ts';
import { listJobRuns, listJobs, retryJob } from './jobs.usecases.ts';
import { contractRoutes } from '../../http/route-schema.ts';

const tags = ['admin'];

/**
 * The job queue and its run history for operators: anyone signed in reads them (jobs carry no
 * member secrets, only ids); sending a failed job round again is an admin's call.
 */
export const jobsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireOperator });

  route(adminListJobs, 'Background jobs, newest first', async (request, reply) => {
    const { state, kind, limit, before } = request.query;
    const jobs = await listJobs(db, {
      limit,
      ...(state ? { state } : {}),
      ...(kind ? { kind } : {}),
      ...(before ? { beforeId: before } : {}),
    });
    return reply.ok({ list: jobs.map(adminJobView) });
  });

  route(adminListJobRuns, 'Job run history (one row per attempt), newest first', async (request, reply) => {
    const { job, kind, limit } = request.query;
    return reply.ok({
      list: await listJobRuns(db, { limit, ...(job ? { jobId: job } : {}), ...(kind ? { kind } : {}) }),
    });
  });

  route(adminRetryJob, 'Queue a failed job again with fresh attempts', async (request, reply) => {
    const job = await retryJob(db, request.params.id);
    request.log.info({ jobId: job.id, kind: job.kind, operatorId: currentOperator(request).id }, 'job retried');
    return reply.ok(adminJobView(job));
  });
};
