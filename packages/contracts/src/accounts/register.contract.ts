import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { loginValueSchema } from './session.contract.ts';

const text = z.string().max(255).optional();

/** The registration payload (spec accounts.md section 3); which fields count is the brand's setting. */
export const registerPayloadSchema = z.object({
  username: text,
  password: text,
  confirmPassword: text,
  payeeName: text,
  email: text,
  qqNum: text,
  mobileNum: text,
  recommenderId: text,
  captcha: text,
  verificationCode: text,
  affiliateCode: text,
  paymentPassword: text,
  line: text,
  whatsapp: text,
  zalo: text,
  facebook: text,
  wechat: text,
  idNumber: text,
  referralCode: text,
  domain: text,
  countryDialingCode: z.string().max(6).optional(),
  login: z.boolean().default(true),
  registerUrl: z.string().max(2000).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().max(4000).optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const registerValueSchema = z.object({
  username: z.string(),
  /** Present when the payload asked to log in (the default). */
  session: loginValueSchema.nullable(),
});

/** PUT /wps/member/register (encrypted) */
export const register = {
  method: 'PUT',
  path: '/wps/member/register',
  encrypted: true,
  body: registerPayloadSchema,
  response: envelope(registerValueSchema),
} as const;
/** PUT /wps/member/register/mobile (encrypted): the mobile number becomes the username. */
export const registerMobile = {
  method: 'PUT',
  path: '/wps/member/register/mobile',
  encrypted: true,
  body: registerPayloadSchema,
  response: envelope(registerValueSchema),
} as const;

/** GET /wps/agent/affiliate?code&domain: checked before registering. */
export const checkAffiliate = {
  method: 'GET',
  path: '/wps/agent/affiliate',
  query: z.object({ code: z.string().min(1).max(40), domain: z.string().max(253).optional() }),
  response: envelope(z.object({ valid: z.literal(true), agentNickname: z.string() })),
} as const;
