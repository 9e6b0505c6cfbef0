import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';

/** The withdrawals module (money out): payout accounts, requests, receipts and proofs of members. */
export const withdrawalsPlugin: FastifyPluginAsync<{ db: Db; config: Config; keys: KeyStore }> = async (
  app,
  { db, config, keys },
) => {
  await app.register(withdrawalsRoutes, {
    db,
    keys,
    notify: notifyMember,
    log: app.log,
    dataDir: config.dataDir,
    autoConfirmMinutes: config.payments.withdrawalAutoConfirmMinutes,
  });
};
