import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import {
  FINAL_STATUSES,
  WITHDRAWAL_EVENTS,
  canApply,
  nextStatus,
  statusesFrom,
  type WithdrawalEvent,
} from './withdrawal-state.ts';

const LEGAL: [WithdrawalStatus, WithdrawalEvent, WithdrawalStatus][] = [
  ['holding', 'held', 'pending'],
  ['pending', 'approve', 'disbursed'],
  ['pending', 'reject', 'rejected'],
  ['disbursed', 'received', 'received'],
  ['disbursed', 'partly_received', 'partly_received'],
  ['disbursed', 'not_received', 'not_received'],
  ['disbursed', 'auto_confirm', 'auto_received'],
  ['partly_received', 'resolve', 'resolved'],
  ['not_received', 'resolve', 'resolved'],
];

describe('withdrawal state machine', () => {
  it.each(LEGAL)('%s --%s--> %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
  });

  it('refuses every other (status, event) pair with 409 withdrawal.invalid_transition naming the status', () => {
    const events = Object.keys(WITHDRAWAL_EVENTS) as WithdrawalEvent[];
    let refused = 0;
    for (const status of WITHDRAWAL_STATUSES) {
      for (const event of events) {
        if (LEGAL.some(([f, e]) => f === status && e === event)) continue;
        expect(canApply(status, event)).toBe(false);
        expect(() => nextStatus(status, event)).toThrow(
          expect.objectContaining({ code: 'withdrawal.invalid_transition', status: 409, params: { status } }),
        );
        refused++;
      }
    }
    expect(refused).toBe(WITHDRAWAL_STATUSES.length * events.length - LEGAL.length);
  });

  it('final statuses accept no event at all: a forced receipt cannot become a refund', () => {
    for (const status of FINAL_STATUSES) {
      for (const event of Object.keys(WITHDRAWAL_EVENTS) as WithdrawalEvent[])
        expect(canApply(status, event)).toBe(false);
    }
    expect(FINAL_STATUSES).toContain('auto_received');
  });

  it('statusesFrom walks the events: after a payout come only the receipt answers and their resolution', () => {
    expect(new Set(statusesFrom('disbursed'))).toEqual(
      new Set(['disbursed', 'received', 'partly_received', 'not_received', 'auto_received', 'resolved']),
    );
    expect(new Set(statusesFrom('pending'))).toEqual(new Set(WITHDRAWAL_STATUSES.filter((s) => s !== 'holding')));
    expect(statusesFrom('resolved')).toEqual(['resolved']);
  });
});
