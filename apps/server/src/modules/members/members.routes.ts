import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMemberIcon, getMemberInfo, getPlayerAvatars, setMemberIcon, setMemberLanguage } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { currentMember } from '../auth/auth.plugin.ts';
import { toMemberInfo } from './member-info.ts';
import { AVATAR_IDS, avatarUrl } from './member.model.ts';
import { membersRepository } from './members.repository.ts';
import { membersErrors } from './members.errors.ts';

const tags = ['member'];
const security = [{ bearer: [] }];

export const membersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireMember);

  app.get(
    getMemberInfo.path,
    { schema: { tags, security, response: { 200: getMemberInfo.response } } },
    async (request, reply) => {
      const member = currentMember(request);
      const labels = await membersRepository.labelsOf(db, member);
      return reply.ok(toMemberInfo(member, labels, request.merchant, request.language));
    },
  );

  app.get(
    getMemberIcon.path,
    { schema: { tags, security, response: { 200: getMemberIcon.response } } },
    async (request, reply) => {
      const member = currentMember(request);
      return reply.ok({ icon: avatarUrl(member.avatarId), avatarId: member.avatarId });
    },
  );

  app.get(
    getPlayerAvatars.path,
    { schema: { tags, security, response: { 200: getPlayerAvatars.response } } },
    async (request, reply) =>
      reply.ok({
        current: currentMember(request).avatarId,
        avatars: AVATAR_IDS.map((id) => ({ id, url: avatarUrl(id) })),
      }),
  );

  app.put(
    setMemberIcon.path,
    { schema: { tags, security, body: setMemberIcon.body, response: { 200: setMemberIcon.response } } },
    async (request, reply) => {
      const { avatarId } = request.body;
      if (!AVATAR_IDS.includes(avatarId)) throw membersErrors.avatarInvalid();
      await membersRepository.update(db, currentMember(request).id, { avatar_id: avatarId });
      return reply.ok({ icon: avatarUrl(avatarId), avatarId });
    },
  );

  app.put(
    setMemberLanguage.path,
    { schema: { tags, security, body: setMemberLanguage.body, response: { 200: setMemberLanguage.response } } },
    async (request, reply) => {
      await membersRepository.update(db, currentMember(request).id, { language: request.body.language });
      return reply.ok({ language: request.body.language });
    },
  );
};
