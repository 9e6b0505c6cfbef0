import { currencyPlaces, formatMinor, RG_ERROR_STATUS, type RgErrorCode } from '@arcadia/contracts';
import { codeFactories, failWith } from '../../http/app-error.ts';
import type { Exclusion } from './exclusion-rules.ts';
import { PERIOD_MS, type LimitBreach } from './limit-rules.ts';

const fail = failWith(RG_ERROR_STATUS);

/** A time in messages: the same in every language, minutes in UTC ("2026-11-28 14:05 UTC"). */
export const messageTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The responsible-gaming refusals: typed factories for their codes in the contracts. */
export const rgErrors = {
  ...codeFactories(RG_ERROR_STATUS),
  excluded: (exclusion: Exclusion) => {
    const until = exclusion.kind === 'self_exclusion' ? (exclusion.reopensAt ?? exclusion.endsAt) : exclusion.endsAt;
    return until === null
      ? fail('rg.excluded_indefinitely', { value: { kind: exclusion.kind, until: null } })
      : fail('rg.excluded', {
          params: { until: messageTime(until) },
          value: { kind: exclusion.kind, until: until.toISOString() },
        });
  },
  /** A deposit or stake over a limit: the message names the limit, its amount and when it frees up. */
  limit: (breach: LimitBreach, currency: string, now: Date) => {
    const limit =
      breach.kind === 'session' ? String(breach.limit) : formatMinor(breach.limit, currencyPlaces(currency));
    const value = { kind: breach.kind, period: breach.period, limit, resetsAt: null as string | null };
    if (breach.kind === 'stake') return fail('rg.stake_limit', { params: { limit }, value });
    if (breach.kind === 'session')
      return fail('rg.session_limit', { params: { minutes: Number(breach.limit) }, value });
    if (breach.period === 'none') throw new Error(`A ${breach.kind} limit always has a period`);
    const resets = breach.resetsAt ?? new Date(now.getTime() + PERIOD_MS[breach.period]);
    value.resetsAt = resets.toISOString();
    const code = `rg.${breach.kind}_limit_${breach.period}` as RgErrorCode;
    return fail(code, { params: { limit, resetsAt: messageTime(resets) }, value });
  },
  coolingOff: (at: Date) =>
    fail('rg.cooling_off', { params: { at: messageTime(at) }, value: { at: at.toISOString() } }),
  reopenNotDue: (at: Date) =>
    fail('rg.reopen_not_due', { params: { at: messageTime(at) }, value: { at: at.toISOString() } }),
};
