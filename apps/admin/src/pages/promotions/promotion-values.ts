import type { ActivityDefinition, AdminActivity, Language } from '@arcadia/contracts';
import { numberOrNull, textOrNull } from '../../lib/form-errors';

/*
 * The activity form's fields ↔ the contract's activity definition. The form is uncontrolled: it
 * reads its FormData on submit and the shared schema (activityDefinitionSchema) judges the result,
 * so a refused value is reported on its field and everything typed stays in place.
 */

/** "a, b, c" → ['a', 'b', 'c'] (empty: none). */
const list = (raw: FormDataEntryValue | null) =>
  String(raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** "RNG=100, LIVE=10" → { RNG: 100, LIVE: 10 } (a malformed entry is left for the schema to refuse). */
const contributions = (raw: FormDataEntryValue | null) =>
  Object.fromEntries(
    list(raw).map((entry) => {
      const [key, value] = entry.split('=').map((s) => s.trim());
      return [key ?? '', value === undefined || value === '' ? Number.NaN : Number(value)];
    }),
  );

/** A datetime-local value (the operator's zone) → an ISO instant; empty stays empty. */
const instant = (raw: FormDataEntryValue | null) => {
  const text = String(raw ?? '').trim();
  if (text === '') return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : at.toISOString();
};

/** An ISO instant → the datetime-local value in the operator's zone. */
export const localInput = (at: string | null | undefined) => {
  if (!at) return '';
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Basis points ↔ the percentage the operator types (2.5 % = 250 bp). */
export const percentOf = (bp: number) => String(bp / 100);

function trigger(form: FormData) {
  const kind = String(form.get('triggerKind'));
  if (kind === 'deposit') {
    const which = String(form.get('depositWhich'));
    return {
      kind,
      which,
      nth: which === 'nth' ? numberOrNull(form.get('depositNth')) : null,
      minAmount: textOrNull(form.get('depositMin')) ?? '0',
    };
  }
  if (kind === 'code') return { kind, code: String(form.get('code') ?? '') };
  if (kind === 'turnover')
    return { kind, period: form.get('period'), amount: String(form.get('turnoverAmount') ?? '') };
  if (kind === 'loss') return { kind, period: form.get('period'), minLoss: String(form.get('minLoss') ?? '') };
  return { kind };
}

function reward(form: FormData) {
  const kind = String(form.get('rewardKind'));
  if (kind === 'percent') {
    const percent = numberOrNull(form.get('rewardPercent'));
    return { kind, percentBp: percent === null ? null : Math.round(percent * 100), cap: String(form.get('rewardCap')) };
  }
  if (kind === 'points') return { kind, points: numberOrNull(form.get('rewardPoints')) };
  if (kind === 'raffle_tickets')
    return { kind, raffleId: numberOrNull(form.get('raffleId')), tickets: numberOrNull(form.get('tickets')) };
  return { kind, amount: String(form.get('rewardAmount') ?? '') };
}

/**
 * The definition the form describes. Texts are edited one language at a time: the other
 * languages' texts of an existing activity are kept as they were.
 */
export function definitionFrom(form: FormData, existing: AdminActivity | null): unknown {
  const language = String(form.get('textLanguage')) as Language;
  return {
    category: form.get('category'),
    content: {
      ...existing?.content,
      [language]: { title: form.get('title'), summary: form.get('summary'), rules: form.get('rules') },
    },
    languages: form.getAll('languages'),
    startsAt: instant(form.get('startsAt')),
    endsAt: instant(form.get('endsAt')),
    audience: {
      newMemberDays: numberOrNull(form.get('newMemberDays')),
      vipLevels: list(form.get('vipLevels')).map(Number),
      labels: list(form.get('labels')),
      agentIds: list(form.get('agentIds')).map(Number),
    },
    trigger: trigger(form),
    reward: reward(form),
    wagering: {
      multiple: numberOrNull(form.get('multiple')),
      base: form.get('base'),
      contributions: contributions(form.get('contributions')),
      maxBet: textOrNull(form.get('maxBet')),
      expiryDays: numberOrNull(form.get('expiryDays')),
      maxConversion: textOrNull(form.get('maxConversion')),
    },
    requiresJoin: form.get('requiresJoin') === 'on',
    autoClaim: form.get('autoClaim') === 'on',
    repeat: form.get('repeat'),
    sortOrder: numberOrNull(form.get('sortOrder')) ?? 0,
  } satisfies Record<keyof ActivityDefinition, unknown>;
}

/** The title an operator recognises an activity by: in the console's language, else its first. */
export function titleOf(activity: Pick<AdminActivity, 'content'>, language: string): string {
  const texts = activity.content;
  const own = texts[language as Language];
  return own?.title ?? Object.values(texts)[0]?.title ?? '';
}
