import { z } from 'zod';
import { plainText, text } from '../text.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { loginValueSchema } from './session.contract.ts';

/** What the member types as themselves (names, handles, numbers): plain text, no markup. */
const field = plainText().max(255).optional();
/** Secrets and codes are compared, never shown: any character may be part of them. */
const secret = text().max(255).optional();

/** The registration payload (spec accounts.md section 3); which fields count is the brand's setting. */
export const registerPayloadSchema = z.object({
  username: field,
  password: secret,
  confirmPassword: secret,
  payeeName: field,
  email: field,
  qqNum: field,
  mobileNum: field,
  recommenderId: field,
  captcha: secret,
  verificationCode: secret,
  affiliateCode: field,
  paymentPassword: secret,
  line: field,
  whatsapp: field,
  zalo: field,
  facebook: field,
  wechat: field,
  idNumber: field,
  referralCode: field,
  domain: field,
  countryDialingCode: text().max(6).optional(),
  login: z.boolean().default(true),
  registerUrl: text().max(2000).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: text().max(4000).optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const registerValueSchema = z.object({
  username: z.string(),
  /** Present when the payload asked to log in (the default). */
  session: loginValueSchema.nullable(),
});

/** PUT /wps/member/register (encrypted) */
export const register = endpoint('PUT', '/wps/member/register', {
  encrypted: true,
  body: registerPayloadSchema,
  response: envelope(registerValueSchema),
});
/** PUT /wps/member/register/mobile (encrypted): the mobile number becomes the username. */
export const registerMobile = endpoint('PUT', '/wps/member/register/mobile', {
  encrypted: true,
  body: registerPayloadSchema,
  response: envelope(registerValueSchema),
});

/** GET /wps/agent/affiliate?code&domain: checked before registering. */
export const checkAffiliate = endpoint('GET', '/wps/agent/affiliate', {
  query: z.object({ code: text().min(1).max(40), domain: text().max(253).optional() }),
  response: envelope(z.object({ valid: z.literal(true), agentNickname: z.string() })),
});
