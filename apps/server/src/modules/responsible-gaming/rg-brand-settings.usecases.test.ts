import { describe, expect, it } from 'vitest';
import { RG_BRAND_DEFAULTS, type RgBrandSettings } from '@arcadia/contracts';
import { MERCHANT, newPayingMember } from '../../../test/payments-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { AppError } from '../../http/app-error.ts';
import { setRealityCheck, type RgContext } from './responsible-gaming.usecases.ts';
import {
  depositLimitPrompt,
  effectiveRealityCheckMinutes,
  rgBrandSettings,
  saveRgBrandSettings,
} from './rg-brand-settings.usecases.ts';

/** Brand settings: defaults until saved, checked as a whole, and the reality check a member gets. */
const database = useTestDatabase();
const db = () => database().db;
const now = new Date('2026-11-28T10:00:00Z');
const by = { actor: 'operator:test', now };
const ctx = (memberId: number): RgContext => ({ merchantId: MERCHANT, memberId, places: 2, actor: 'member' });
const settings = (patch: Partial<RgBrandSettings>): RgBrandSettings => ({ ...RG_BRAND_DEFAULTS, ...patch });

describe('brand responsible-gaming settings', () => {
  it('are the spec’s until a brand saves its own: age 18, the agreement ticked, no deposit-limit prompt', async () => {
    expect(await rgBrandSettings(db(), MERCHANT)).toEqual(RG_BRAND_DEFAULTS);
    const saved = await saveRgBrandSettings(db(), MERCHANT, settings({ minimumAge: 21, agreementTicked: false }), by);
    expect(saved).toMatchObject({ minimumAge: 21, agreementTicked: false });
    expect(await rgBrandSettings(db(), MERCHANT)).toEqual(saved);
    await saveRgBrandSettings(db(), MERCHANT, RG_BRAND_DEFAULTS, by);
  });

  it('refuse a reality-check default outside its range and ranges wider than the rules', async () => {
    const refused = async (s: RgBrandSettings) => {
      const error = await saveRgBrandSettings(db(), MERCHANT, s, by).catch((e: unknown) => e);
      return error instanceof AppError ? [error.code, [...new Set(error.errors?.map((e) => e.field))]] : error;
    };
    expect(await refused(settings({ realityCheckMinutes: 5 }))).toEqual(['request.invalid', ['realityCheckMinutes']]);
    expect(await refused(settings({ realityCheckRange: { min: 30, max: 20 }, realityCheckMinutes: 25 }))).toEqual([
      'request.invalid',
      ['realityCheckRange.max', 'realityCheckMinutes'],
    ]);
    expect(await refused(settings({ sessionLimitRange: { min: 1, max: 60 } }))).toEqual([
      'request.invalid',
      ['sessionLimitRange.min'],
    ]);
    expect(await rgBrandSettings(db(), MERCHANT)).toEqual(RG_BRAND_DEFAULTS);
  });

  it('give a member without its own interval the brand’s default, and keep its own inside a narrowed range', async () => {
    const { member } = await newPayingMember(db());
    const who = { merchantId: MERCHANT, memberId: member.id };
    expect(await effectiveRealityCheckMinutes(db(), who)).toBe(RG_BRAND_DEFAULTS.realityCheckMinutes);
    await saveRgBrandSettings(db(), MERCHANT, settings({ realityCheckMinutes: 45 }), by);
    expect(await effectiveRealityCheckMinutes(db(), who)).toBe(45);
    await setRealityCheck(db(), ctx(member.id), 100, now);
    expect(await effectiveRealityCheckMinutes(db(), who)).toBe(100);
    await saveRgBrandSettings(
      db(),
      MERCHANT,
      settings({ realityCheckMinutes: 30, realityCheckRange: { min: 20, max: 60 } }),
      by,
    );
    expect(await effectiveRealityCheckMinutes(db(), who)).toBe(60);
    await setRealityCheck(db(), ctx(member.id), null, now);
    expect(await effectiveRealityCheckMinutes(db(), who)).toBe(30);
    await saveRgBrandSettings(db(), MERCHANT, RG_BRAND_DEFAULTS, by);
  });

  it('prompt for a deposit limit at the first deposit only when the brand asks then', async () => {
    const { member } = await newPayingMember(db());
    const who = { merchantId: MERCHANT, memberId: member.id };
    expect(await depositLimitPrompt(db(), who)).toBe(false);
    await saveRgBrandSettings(db(), MERCHANT, settings({ depositLimitPrompt: 'registration' }), by);
    expect(await depositLimitPrompt(db(), who)).toBe(false);
    await saveRgBrandSettings(db(), MERCHANT, settings({ depositLimitPrompt: 'first_deposit' }), by);
    expect(await depositLimitPrompt(db(), who)).toBe(true);
    await db()
      .insertInto('rg_limits')
      .values({ member_id: member.id, kind: 'deposit', period: 'week', value: 10_000, updated_at: now.toISOString() })
      .execute();
    expect(await depositLimitPrompt(db(), who)).toBe(false);
    await saveRgBrandSettings(db(), MERCHANT, RG_BRAND_DEFAULTS, by);
  });
});
