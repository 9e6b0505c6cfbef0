import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { adminReviewRoutes } from './admin-review.routes.ts';

/**
 * The back office's review of deposits and withdrawals (/admin/api), behind the operators module's
 * `app.requireOperator`. Its own module because it composes two others: it used to sit in
 * operators, which made operators and payments/withdrawals depend on each other.
 */
export const moneyReviewPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  const { db, config } = opts;
  await app.register(adminReviewRoutes, {
    db,
    notify: notifyMember,
    log: app.log,
    dataDir: config.dataDir,
    autoConfirmMinutes: config.payments.withdrawalAutoConfirmMinutes,
  });
});
