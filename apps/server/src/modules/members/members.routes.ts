import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMemberIcon, getMemberInfo, getPlayerAvatars, setMemberIcon, setMemberLanguage } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { currentMember } from './current-member.port.ts';
import { toMemberInfo } from './member-info.ts';
import { AVATAR_IDS, avatarUrl } from './member.model.ts';
import { membersRepository } from './members.repository.ts';
import { membersErrors } from './members.errors.ts';

export const membersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = contractRoutes(app, { tags: ['member'], signedIn: true, onRequest: app.requireMember });

  route(getMemberInfo, 'The signed-in member', async (request, reply) => {
    const member = currentMember(request);
    const labels = await membersRepository.labelsOf(db, member);
    return reply.ok(toMemberInfo(member, labels, request.merchant, request.language));
  });

  route(getMemberIcon, 'The member’s avatar', async (request, reply) => {
    const member = currentMember(request);
    return reply.ok({ icon: avatarUrl(member.avatarId), avatarId: member.avatarId });
  });

  route(getPlayerAvatars, 'The avatars a member may choose from', async (request, reply) =>
    reply.ok({
      current: currentMember(request).avatarId,
      avatars: AVATAR_IDS.map((id) => ({ id, url: avatarUrl(id) })),
    }),
  );

  route(setMemberIcon, 'Choose an avatar', async (request, reply) => {
    const { avatarId } = request.body;
    if (!AVATAR_IDS.includes(avatarId)) throw membersErrors.avatarInvalid();
    await membersRepository.update(db, currentMember(request).id, { avatar_id: avatarId });
    return reply.ok({ icon: avatarUrl(avatarId), avatarId });
  });

  route(setMemberLanguage, 'Set the member’s language', async (request, reply) => {
    await membersRepository.update(db, currentMember(request).id, { language: request.body.language });
    return reply.ok({ language: request.body.language });
  });
};
