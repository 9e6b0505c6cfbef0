import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAdjust, operatorLogin, operatorLogout, operatorSession } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { contractRoute, contractRoutes } from '../../http/route-schema.ts';
import { adjustMainWallet } from './adjustments.usecases.ts';
import { ALL_ROLES, MONEY_ROLES, actorOf, currentOperator } from './operators.port.ts';
import { toOperatorView } from './operator.model.ts';
import { operatorErrors } from './operators.errors.ts';
import { operatorLogin as loginUseCase, operatorLogout as logoutUseCase } from './operators.usecases.ts';

const tags = ['admin'];

/** The back office's own calls: operator sign-in, and adjusting a main wallet by hand. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const money = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireOperator(MONEY_ROLES) });
  const anyone = contractRoutes(app, { tags, signedIn: true, onRequest: app.requireOperator(ALL_ROLES) });

  contractRoute(
    app,
    operatorLogin,
    { tags, summary: 'Operator login (rate limited)', config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { token, operator } = await loginUseCase(
        db,
        request.body.username,
        request.body.password,
        request.ip,
        request.log,
      );
      request.log.info({ operatorId: operator.id }, 'operator logged in');
      return reply.ok({ token, operator: toOperatorView(operator) });
    },
  );

  anyone(operatorLogout, 'Operator logout', async (request, reply) => {
    await logoutUseCase(db, request.operatorSession!);
    return reply.ok(null);
  });

  anyone(operatorSession, 'The operator of this token', async (request, reply) =>
    reply.ok(toOperatorView(currentOperator(request))),
  );

  money(adminAdjust, 'Credit or debit a main wallet (house <-> main)', async (request, reply) => {
    const operator = currentOperator(request);
    let merchant: Merchant = request.merchant;
    if (request.body.merchant) {
      const found = await merchantsPort.findByCode(db, request.body.merchant);
      if (!found) throw operatorErrors.forbidden();
      merchant = found;
    } else if (operator.merchantId !== null && operator.merchantId !== merchant.id) {
      merchant = (await merchantsPort.listAll(db)).find((m) => m.id === operator.merchantId) ?? merchant;
    }
    const result = await adjustMainWallet(db, merchant, request.body, actorOf(request));
    request.log.info({ operatorId: operator.id, transactionId: result.transactionId }, 'wallet adjusted');
    return reply.ok({ ...result, transactionId: String(result.transactionId) });
  });
};
