import { z } from 'zod';
import { merchantQuery } from '../common.ts';
import { text } from '../text.ts';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { RG_REALITY_CHECK_MINUTES, RG_SESSION_MINUTES } from './responsible-gaming.contract.ts';

/*
 * A brand's responsible-gaming settings (issue 30), so an operator matches its own licence: the
 * registration page's age confirmation (18, or 21 in the spec's variant) and whether its agreement
 * box starts ticked (the spec's default) or unticked (some licences require it); whether a member
 * is asked to set a deposit limit at registration or before the first deposit; the reality-check
 * interval a member starts with and the range a member may choose from; the range of session
 * time limits. The ranges narrow RG_REALITY_CHECK_MINUTES and RG_SESSION_MINUTES, never widen them.
 */
export const RG_MINIMUM_AGES = [18, 21] as const;
export const RG_DEPOSIT_LIMIT_PROMPTS = ['off', 'registration', 'first_deposit'] as const;
export type RgDepositLimitPrompt = (typeof RG_DEPOSIT_LIMIT_PROMPTS)[number];

const minutes = z.number().int();
const range = (bounds: { min: number; max: number }) =>
  z
    .object({ min: minutes.min(bounds.min).max(bounds.max), max: minutes.min(bounds.min).max(bounds.max) })
    .refine((r) => r.min <= r.max, { path: ['max'], message: 'validation.invalid' });

export const rgBrandSettingsSchema = z
  .object({
    minimumAge: z.union([z.literal(RG_MINIMUM_AGES[0]), z.literal(RG_MINIMUM_AGES[1])]),
    /** Whether the registration page's agreement box starts ticked. */
    agreementTicked: z.boolean(),
    depositLimitPrompt: z.enum(RG_DEPOSIT_LIMIT_PROMPTS),
    /** The interval of a member who chose none, within the range members choose from. */
    realityCheckMinutes: minutes.min(RG_REALITY_CHECK_MINUTES.min).max(RG_REALITY_CHECK_MINUTES.max),
    realityCheckRange: range(RG_REALITY_CHECK_MINUTES),
    sessionLimitRange: range(RG_SESSION_MINUTES),
  })
  .refine((s) => s.realityCheckMinutes >= s.realityCheckRange.min && s.realityCheckMinutes <= s.realityCheckRange.max, {
    path: ['realityCheckMinutes'],
    message: 'validation.invalid',
  });
export type RgBrandSettings = z.infer<typeof rgBrandSettingsSchema>;

/** A brand that never saved its settings: the spec's registration page, no prompt, the widest ranges. */
export const RG_BRAND_DEFAULTS: RgBrandSettings = {
  minimumAge: 18,
  agreementTicked: true,
  depositLimitPrompt: 'off',
  realityCheckMinutes: 60,
  realityCheckRange: { ...RG_REALITY_CHECK_MINUTES },
  sessionLimitRange: { ...RG_SESSION_MINUTES },
};

/**
 * GET /wps/system/setting/responsible-gaming (path not in the spec; beside the registration
 * settings): the brand's settings for the registration page, the deposit page and the member's
 * responsible-gaming page. Public: the registration page reads it before anyone signs in.
 */
export const getRgBrandSettings = endpoint('GET', '/wps/system/setting/responsible-gaming', {
  response: envelope(rgBrandSettingsSchema),
});

/**
 * GET /api/responsible-gaming/deposit-limit-prompt: whether the deposit page asks this member to
 * set a deposit limit now (the brand prompts at the first deposit, the member has no deposit limit
 * and has not deposited yet). The member may skip it.
 */
export const getRgDepositLimitPrompt = endpoint('GET', '/api/responsible-gaming/deposit-limit-prompt', {
  response: envelope(z.object({ prompt: z.boolean() })),
});

/** GET /admin/api/responsible-gaming/settings: the brand's settings (defaults until saved). */
export const adminRgBrandSettings = endpoint('GET', '/admin/api/responsible-gaming/settings', {
  query: merchantQuery,
  response: envelope(rgBrandSettingsSchema),
});

/** PUT /admin/api/responsible-gaming/settings: replaces the brand's settings as a whole. */
export const adminSaveRgBrandSettings = endpoint('PUT', '/admin/api/responsible-gaming/settings', {
  query: merchantQuery,
  body: rgBrandSettingsSchema,
  response: envelope(rgBrandSettingsSchema),
});

/** GET /admin/api/responsible-gaming/members?username=: finds a member of the brand by exact username. */
export const adminFindRgMember = endpoint('GET', '/admin/api/responsible-gaming/members', {
  query: merchantQuery.extend({ username: text().trim().min(1).max(64) }),
  response: envelope(z.object({ id: z.number().int(), username: z.string(), nickname: z.string() })),
});
