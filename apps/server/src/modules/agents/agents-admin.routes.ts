import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAgent,
  adminAgentDownlines,
  adminListAgents,
  adminMoveMember,
  adminSetAgentLevel,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentOperator, operatorBrand } from '../operators/operators.port.ts';
import { moveMember, setMemberType } from './agents-admin.usecases.ts';
import { agentPage, directDownlines, listAgents, reachableMember, treeRow } from './agents-console.usecases.ts';

/**
 * The console's agent pages under /admin/api/agents. Which roles may call each is the permissions
 * matrix's (players.read to look, agents.write to move or change levels); an operator bound to a
 * brand sees only that brand's members. Moves and level changes leave the state before in the
 * audit trail (the trail's hook writes the entry with the outcome).
 */
export const agentsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  const reaches = (request: FastifyRequest) => {
    const scope = currentOperator(request).merchantId;
    return (merchantId: number) => scope === null || scope === merchantId;
  };

  route(adminListAgents, "A brand's agents", async (request, reply) => {
    const { merchant, ...query } = request.query;
    const merchantId = await operatorBrand(db, request, merchant);
    return reply.ok(await listAgents(db, merchantId, query, request.language));
  });

  route(adminAgent, "A member's place in the tree and its team's figures", async (request, reply) =>
    reply.ok(await agentPage(db, request.params.id, reaches(request), request.query, request.language)),
  );

  route(adminAgentDownlines, 'One level of the tree below a member', async (request, reply) =>
    reply.ok(await directDownlines(db, request.params.id, reaches(request), request.query)),
  );

  route(adminMoveMember, 'Move a member and its team under another agent', async (request, reply) => {
    const member = await reachableMember(db, request.params.id, reaches(request));
    const before = await treeRow(db, member.id, reaches(request));
    request.audit = {
      target: `member=${member.username}`,
      before: { upline: before.upline, teamSize: before.teamSize },
    };
    const moved = await moveMember(db, member.merchantId, {
      username: member.username,
      uplineUsername: request.body.upline,
      actor: `console:${currentOperator(request).username}`,
      reason: request.body.reason,
    });
    return reply.ok(moved);
  });

  route(
    adminSetAgentLevel,
    "Promote a member, change an agent's level, or make it a member again",
    async (request, reply) => {
      const member = await reachableMember(db, request.params.id, reaches(request));
      request.audit = { target: `member=${member.username}`, before: { type: member.isAgent } };
      return reply.ok(await setMemberType(db, member.merchantId, member.username, request.body.level));
    },
  );
};
