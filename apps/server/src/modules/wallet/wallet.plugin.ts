import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { walletRoutes } from './wallet.routes.ts';

/** The wallet module: balances, transfers between wallets, transactions, payment password, upline. */
export const walletPlugin: FastifyPluginAsync<{ db: Db; keys: KeyStore }> = async (app, { db, keys }) => {
  await app.register(walletRoutes, { db, keys });
};
