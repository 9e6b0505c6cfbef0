import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPlayer, adminSearchPlayers, formatMinor } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { operatorErrors } from '../operators/operators.errors.ts';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';
import { PLAYERS_PAGE_SIZE, playersAdminRepository as players, type PlayerRow } from './players-admin.repository.ts';

const rowView = (p: PlayerRow) => ({
  id: String(p.id),
  merchantId: String(p.merchantId),
  username: p.username,
  nickname: p.nickname,
  mobile: p.mobile,
  email: p.email,
  isAgent: p.isAgent,
  registerIp: p.registerIp,
  createdAt: p.createdAt,
  lastLoginAt: p.lastLoginAt,
});

/** The console's players: search and one player's page (reads only; permission players.read). */
export const playersAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });

  route(adminSearchPlayers, 'Find players by username, mobile, e-mail, id or IP', async (request, reply) => {
    const { q, pageNo, merchant } = request.query;
    const operator = currentOperator(request);
    // An operator of every brand searches every brand unless naming one.
    const scope = merchant || operator.merchantId !== null ? await operatorBrand(db, request, merchant) : null;
    const { rows, total } = await players.search(db, scope, q, pageNo);
    return reply.ok({ list: rows.map(rowView), total, totalPages: Math.ceil(total / PLAYERS_PAGE_SIZE) });
  });

  route(adminPlayer, "A player's profile, balances and latest ledger lines", async (request, reply) => {
    const operator = currentOperator(request);
    const player = await players.find(db, request.params.id);
    if (!player || (operator.merchantId !== null && operator.merchantId !== player.merchantId))
      throw operatorErrors.adjustmentMemberNotFound();
    const merchant = (await merchantsPort.listAll(db)).find((m) => m.id === player.merchantId)!;
    const money = (amount: bigint) => formatMinor(amount, merchant.places);
    const upline = player.uplineId === null ? null : ((await players.find(db, player.uplineId))?.username ?? null);
    const [balances, ledger] = await Promise.all([players.balances(db, player.id), players.ledger(db, player.id, 50)]);
    return reply.ok({
      player: { ...rowView(player), upline, currency: merchant.currency },
      balances: balances.map((b) => ({ account: b.account, balance: money(b.balance) })),
      ledger: ledger.map((l) => ({
        ...l,
        transactionId: String(l.transactionId),
        amount: money(l.amount),
        balanceAfter: money(l.balanceAfter),
      })),
    });
  });
};
