import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { KeyStore } from '../crypto/crypto.port.ts';
import { agentsAdminRoutes } from './agents-admin.routes.ts';
import { agentsRoutes } from './agents.routes.ts';
import { PLAY_EVENT_SUBSCRIBERS } from '../play-record/play-events.port.ts';
import { MONEY_MOVEMENT_LISTENERS } from '../play-record/money-movements.port.ts';
import { teamPlaySubscriber } from './team-play.ts';
import { teamMembersMoneyListener, teamMembersSubscriber } from './team-member-periods.ts';

/**
 * The team roll-ups follow the settled bets off the bet path (team-play.ts, team-member-periods.ts),
 * and the member periods follow money movements in their own transaction: registered in every
 * process that may move money (the server, the admin CLI), once.
 */
export function registerAgentHooks(): void {
  if (!PLAY_EVENT_SUBSCRIBERS.includes(teamPlaySubscriber)) PLAY_EVENT_SUBSCRIBERS.push(teamPlaySubscriber);
  if (!PLAY_EVENT_SUBSCRIBERS.includes(teamMembersSubscriber)) PLAY_EVENT_SUBSCRIBERS.push(teamMembersSubscriber);
  if (!MONEY_MOVEMENT_LISTENERS.includes(teamMembersMoneyListener))
    MONEY_MOVEMENT_LISTENERS.push(teamMembersMoneyListener);
}

/** The agent centre (levels, affiliate codes, downline accounts and transfers, team reports) and its console pages. */
export const agentsPlugin: FastifyPluginAsync<{ db: Db; keys: KeyStore }> = async (app, { db, keys }) => {
  registerAgentHooks();
  await app.register(agentsRoutes, { db, keys });
  await app.register(agentsAdminRoutes, { db });
};
