import { verify, type KeyObject } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { hub88Balance, hub88Bet, hub88Rollback, hub88UserInfo, hub88Win, type Hub88Answer } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { membersPort } from '../members/members.port.ts';
import { vendorCodeOfGame } from './hub88-games.ts';
import { findGameSession, hub88User, memberOfHub88User, type GameSession } from '../launch/game-sessions.usecases.ts';
import { gameWallet, type WalletResult } from '../game-wallet/game-wallet.usecases.ts';
import { Refusal, statusOf, syntaxOrTypes, toHub88, toMinorUnits } from './hub88-answers.ts';

/*
 * Hub88's operator Wallet API, the HTTP adapter in front of the one game wallet. Choices where the
 * reference says UNCONFIRMED (safe readings):
 * - Every answer is HTTP 200 with a status; a bad signature is RS_ERROR_INVALID_SIGNATURE and
 *   nothing else is read.
 * - Missing or malformed fields: RS_ERROR_WRONG_SYNTAX; a field of the wrong type (a string or
 *   fractional amount) or a negative amount: RS_ERROR_WRONG_TYPES. An amount that is not a whole
 *   number of cents (not a multiple of 1000 units) is WRONG_TYPES too: we never round money.
 * - Unknown extra fields are ignored.
 * - A retried transaction with the same body answers RS_OK with the CURRENT balance.
 * - A late bet after its rollback: RS_ERROR_TRANSACTION_ROLLED_BACK, no debit.
 * - A win on an unknown or rolled-back bet: RS_ERROR_TRANSACTION_DOES_NOT_EXIST.
 * - A rollback of an unknown transaction: RS_OK, remembered so the late original is refused.
 * - Token: unknown -> INVALID_TOKEN; expired -> TOKEN_EXPIRED on bet and balance only; wins and
 *   rollbacks accept an expired token but it must be one we issued, for this user.
 * - Supplier promos (reference H-CHG, section 5): a bet with `is_supplier_promo: true` skips the
 *   expiry check only when its amount is 0, which is the only promo bet Hub88 sends (the
 *   zero-value bet it makes before a supplier's promo win). A promo-flagged bet that would debit is
 *   an ordinary bet: an expired token is refused with TOKEN_EXPIRED and nothing is debited.
 * - A bet or win repeated after it was rolled back: RS_ERROR_TRANSACTION_ROLLED_BACK (no RS_OK
 *   for money that was given back); rollbacks of a round in any order reverse its net once.
 * - Currency must equal the token's currency (RS_ERROR_WRONG_CURRENCY).
 */

/** A supplier's promo bet: flagged, and of amount 0 (see the rule above). */
const isSupplierPromoBet = (body: { is_supplier_promo?: boolean | null; amount: number }) =>
  body.is_supplier_promo === true && body.amount === 0;

/** publicKeys: the aggregators we take calls from (Hub88's key, the sandbox aggregator's, or both). */
export const hub88WalletRoutes: FastifyPluginAsync<{ db: Db; publicKeys: KeyObject[] }> = async (app, opts) => {
  const { db, publicKeys } = opts;
  // The signature covers the body exactly as sent: keep the raw text and parse it ourselves.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const session = async (token: string, user: string, allowExpired: boolean): Promise<GameSession> => {
    const found = await findGameSession(db, token, app.memberIdleMinutes);
    if (!found || memberOfHub88User(user) !== found.memberId) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    if (found.expired && !allowExpired) throw new Refusal('RS_ERROR_TOKEN_EXPIRED');
    return found;
  };
  const vendorOf = async (s: GameSession) => {
    const vendorCode = await vendorCodeOfGame(db, s.merchantId, s.gameId);
    if (!vendorCode) throw new Refusal('RS_ERROR_INVALID_GAME');
    return vendorCode;
  };
  /** Who a wallet call is for: the session's member on its game's vendor. */
  const partyOf = async (s: GameSession) => ({
    merchantId: s.merchantId,
    vendorCode: await vendorOf(s),
    memberId: s.memberId,
  });
  const answer = (s: GameSession, uuid: string, r: Pick<WalletResult, 'balance' | 'currency'>): Hub88Answer => ({
    user: hub88User(s.memberId),
    status: 'RS_OK',
    request_uuid: uuid,
    currency: r.currency,
    balance: toHub88(r.balance, r.currency),
  });

  function route<S extends z.ZodType>(
    path: string,
    schema: S,
    handle: (body: z.infer<S>) => Promise<{ answer: Hub88Answer }>,
  ) {
    app.post(path, { config: { rateLimit: false } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      let uuid = '';
      let user: string | undefined;
      try {
        const signature = request.headers['x-hub88-signature'];
        const valid =
          typeof signature === 'string' &&
          publicKeys.some((key) =>
            verify('RSA-SHA256', Buffer.from(raw, 'utf8'), key, Buffer.from(signature, 'base64')),
          );
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          json = null;
        }
        const loose = (json ?? {}) as { request_uuid?: unknown; user?: unknown };
        uuid = typeof loose.request_uuid === 'string' ? loose.request_uuid : '';
        user = typeof loose.user === 'string' ? loose.user : undefined;
        if (!valid) throw new Refusal('RS_ERROR_INVALID_SIGNATURE');
        const parsed = schema.safeParse(json);
        if (!parsed.success) throw new Refusal(syntaxOrTypes(parsed.error, json));
        const done = await handle(parsed.data);
        return reply.send(done.answer);
      } catch (error) {
        const { status, funds, unexpected } = statusOf(error);
        if (unexpected) request.log.error({ err: error }, 'hub88 wallet call failed');
        return reply.send({ status, request_uuid: uuid, ...(user ? { user } : {}), ...funds });
      }
    });
  }

  // /user/info carries no token: the user id must name a member we have (else RS_ERROR_USER_DISABLED is
  // not right either: the safe reading is the same invalid-token answer as any unknown player).
  route(hub88UserInfo.path, hub88UserInfo.body, async (body) => {
    const memberId = memberOfHub88User(body.user);
    const member = memberId === null ? undefined : await membersPort.playerById(db, memberId);
    if (!member) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    return {
      answer: {
        user: body.user,
        status: 'RS_OK',
        request_uuid: body.request_uuid,
        registration_date: member.createdAt.slice(0, 10),
      },
    };
  });

  route(hub88Balance.path, hub88Balance.body, async (body) => {
    const s = await session(body.token, body.user, false);
    const r = await gameWallet.balance(db, await partyOf(s));
    return { answer: answer(s, body.request_uuid, r) };
  });

  route(hub88Bet.path, hub88Bet.body, async (body) => {
    const s = await session(body.token, body.user, isSupplierPromoBet(body));
    if (body.currency !== s.currency) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
    const party = await partyOf(s);
    try {
      const r = await gameWallet.bet(db, {
        ...party,
        currency: body.currency,
        transactionId: body.transaction_uuid,
        round: body.round,
        amount: toMinorUnits(body.amount, body.currency),
        gameCode: body.game_code,
      });
      return { answer: answer(s, body.request_uuid, r) };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'wallet.insufficient_funds')) throw error;
      // The balance read afresh in minor units of the wallet's currency: exact for 0, 2 and 3 places.
      const now = await gameWallet.balance(db, party);
      throw new Refusal('RS_ERROR_NOT_ENOUGH_MONEY', {
        balance: toHub88(now.balance, now.currency),
        currency: now.currency,
      });
    }
  });

  route(hub88Win.path, hub88Win.body, async (body) => {
    const s = await session(body.token, body.user, true);
    if (body.currency !== s.currency) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
    const r = await gameWallet.win(db, {
      ...(await partyOf(s)),
      currency: body.currency,
      transactionId: body.transaction_uuid,
      referenceTransactionId: body.reference_transaction_uuid,
      round: body.round,
      amount: toMinorUnits(body.amount, body.currency),
    });
    return { answer: answer(s, body.request_uuid, r) };
  });

  route(hub88Rollback.path, hub88Rollback.body, async (body) => {
    const s = await session(body.token, body.user, true);
    const r = await gameWallet.rollback(db, {
      ...(await partyOf(s)),
      transactionId: body.transaction_uuid,
      referenceTransactionId: body.reference_transaction_uuid,
    });
    return { answer: answer(s, body.request_uuid, r) };
  });
};
