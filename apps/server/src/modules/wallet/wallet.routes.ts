import { MemberKeyedCache } from '../../lib/member-keyed-cache.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getConsolidatedFunds,
  getMerchantWallet,
  getTransactionRecord,
  getWalletBalance,
  getWalletSettings,
  setPaymentPassword,
  transferUpline,
  updateWalletSettings,
  walletTransfer,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentMember } from '../members/current-member.port.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { encryptedBodyOnly } from '../crypto/encrypted-route.ts';
import * as paymentPasswords from '../auth/payment-password.usecases.ts';
import { transactionRecord } from './transactions.usecases.ts';
import { transferBetweenWallets } from './transfer.usecases.ts';
import * as autoTransfer from './auto-transfer.usecases.ts';
import { transferToUpline } from './upline.usecases.ts';
import { balancesNow, consolidatedFunds, headerBalance, memberWallets } from './wallet.usecases.ts';
import { contractRoutes, routeSchema } from '../../http/route-schema.ts';

const tags = ['wallet'];
/** Payment-password calls: few per client, so six digits cannot be guessed by brute force. */
const passwordLimit = { rateLimit: { max: 30, timeWindow: '15 minutes' } };

/**
 * The header polls the balance for every logged-in member, so this route writes no access-log line
 * per successful poll (errors are still logged; measured in scripts/bench/wallet.ts), and says
 * that a balance must never be cached.
 */
const hotPollRoute = {
  // Its answer (~150 bytes) is always under the compression threshold: skip the hook entirely.
  compress: false,
  config: { quietAccessLog: true },
  // The answer is built right here from typed values, so re-checking it against the zod schema on
  // every poll buys nothing; the schema still documents it in /docs.
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
const JSON_ONLY_HEADERS = { 'cache-control': 'no-store' };

/**
 * Auth runs at onRequest (before the body is read or decrypted), so a call without a token is a
 * 401 whatever its body. Trial accounts may read their (demo) balance; every other wallet call
 * needs a real member.
 */
export const walletRoutes: FastifyPluginAsyncZod<{ db: Db; keys: KeyStore }> = async (app, { db, keys }) => {
  const encrypted = encryptedBodyOnly(keys);
  const real = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireRealMember });
  // The header polls this for every player. Each answer is kept until the ledger or the inbox
  // says this member's money or messages changed (a short time limit covers a lost relay message).
  const balances = new MemberKeyedCache<number, Awaited<ReturnType<typeof headerBalance>>>(5_000, [
    'balance',
    'member',
  ]);
  app.addHook('onClose', async () => balances.close());

  app.get(
    getWalletBalance.path,
    {
      onRequest: app.requireMember,
      ...hotPollRoute,
      schema: routeSchema(getWalletBalance, { tags, summary: 'Header balance and unread count', signedIn: true }),
    },
    async (request, reply) => {
      void reply.headers(JSON_ONLY_HEADERS);
      const member = currentMember(request);
      let value = balances.get(member.id);
      if (!value) {
        value = await headerBalance(db, request.merchant, member);
        balances.set(member.id, member.id, value);
      }
      return reply.ok(value);
    },
  );

  real(getMerchantWallet, 'Main and vendor wallets', async (request, reply) => {
    const wallets = await memberWallets(db, request.merchant, currentMember(request), {
      single: request.query.isSingle === '1',
    });
    return reply.ok({ currency: request.merchant.currency, currencySymbol: request.merchant.currencySymbol, wallets });
  });

  real(getConsolidatedFunds, 'Consolidated funds', async (request, reply) =>
    reply.ok(await consolidatedFunds(db, request.merchant, currentMember(request))),
  );

  real(walletTransfer, 'Main wallet ⇄ vendor sub-wallet; vendor ALL brings all back', async (request, reply) => {
    const member = currentMember(request);
    const result = await transferBetweenWallets(db, request.merchant, member, request.body);
    return reply.ok({ ...result, ...(await balancesNow(db, request.merchant, member)) });
  });

  real(getWalletSettings, 'Wallet settings (auto-transfer on launch)', async (request, reply) =>
    reply.ok(await autoTransfer.walletSettings(db, currentMember(request))),
  );

  real(updateWalletSettings, 'Change the wallet settings', async (request, reply) =>
    reply.ok(await autoTransfer.updateWalletSettings(db, currentMember(request), request.body)),
  );

  real(getTransactionRecord, 'Account record', async (request, reply) =>
    reply.ok(await transactionRecord(db, request.merchant, currentMember(request), request.query)),
  );

  const withPaymentPassword = { ...encrypted, config: passwordLimit };
  real(
    transferUpline,
    { ...withPaymentPassword, summary: 'Transfer to upline (encrypted, payment password)' },
    async (request, reply) =>
      reply.ok(await transferToUpline(db, request.merchant, currentMember(request), request.body, request.ip)),
  );

  real(
    setPaymentPassword,
    { ...withPaymentPassword, summary: 'Set or change the payment password (encrypted)' },
    async (request, reply) => {
      await paymentPasswords.setPaymentPassword(db, currentMember(request), request.body, request.ip);
      return reply.ok({ hasPaymentPassword: true as const });
    },
  );
};
