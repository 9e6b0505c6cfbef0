import type { InboxTemplate } from '@arcadia/contracts';
import type { Trx } from '../../db/schema.ts';

/**
 * The inbox's notifyMember (modules/inbox), injected so tests can watch what is sent. Called with
 * the transaction that moves the money: the notice commits with the money or not at all, so a
 * crash can neither lose it nor send it for money that never moved.
 */
export type NotifyMember = (
  trx: Trx,
  input: {
    merchantId: number;
    memberId: number;
    template: InboxTemplate;
    params: { amount: string; currency: string; merchant: string };
  },
) => Promise<unknown>;
