import { z } from 'zod';
import { text } from '../text.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../language.schema.ts';

/** isAgent codes: 0 member; 1, 2, 41, 42 agent types; 4 trial (free play). */
export const AGENT_TYPES = [0, 1, 2, 41, 42, 4] as const;
export const agentTypeSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(41),
  z.literal(42),
  z.literal(4),
]);
export type AgentType = z.infer<typeof agentTypeSchema>;

export const labelSchema = z.object({ labelName: z.string(), color: z.string(), color2: z.string() });
export const clubLabelSchema = labelSchema.extend({ rankLevel: z.number().int() });

export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: agentTypeSchema,
  toUpline: z.boolean(),
  clubLabel: clubLabelSchema.nullable(),
  memberLabel: z.array(labelSchema),
  avatar: z.string(),
  language: languageSchema,
  /** Masked for display ("+55 ••••• 4321"); never the full number. */
  mobileMasked: z.string().nullable(),
  emailMasked: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  currency: z.string(),
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** GET /wps/member/info */
export const getMemberInfo = endpoint('GET', '/wps/member/info', { response: envelope(memberInfoSchema) });

export const avatarSchema = z.object({ id: z.string(), url: z.string() });
/** GET /wps/member/info/icon: the member's current avatar. */
export const getMemberIcon = endpoint('GET', '/wps/member/info/icon', {
  response: envelope(z.object({ icon: z.string(), avatarId: z.string() })),
});
/** GET /wps/relay/MCSFE_getPlayerAvatar: the preset avatars to choose from. */
export const getPlayerAvatars = endpoint('GET', '/wps/relay/MCSFE_getPlayerAvatar', {
  response: envelope(z.object({ current: z.string(), avatars: z.array(avatarSchema) })),
});
/** PUT /wps/member/info/icon: choose a preset avatar. */
export const setMemberIcon = endpoint('PUT', '/wps/member/info/icon', {
  body: z.object({ avatarId: text().max(40) }),
  response: envelope(z.object({ icon: z.string(), avatarId: z.string() })),
});
/** PUT /wps/member/language: the logged-in member's language (messages, notifications). */
export const setMemberLanguage = endpoint('PUT', '/wps/member/language', {
  body: z.object({ language: languageSchema }),
  response: envelope(z.object({ language: languageSchema })),
});
