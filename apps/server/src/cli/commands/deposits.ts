import { depositStatusSchema } from '@arcadia/contracts';
import {
  confirmManualDeposit,
  listDeposits,
  rejectManualDeposit,
} from '../../modules/payments/deposit-review.usecases.ts';
import { defineCommands } from '../command.ts';
import { depositJson, depositView, money, recordListCommand, reviewCommands } from '../payment-views.ts';

const deposits = recordListCommand({
  name: 'deposits',
  usage: '[--status pending|credited|failed|rejected]',
  summary: 'List deposits of the brand, newest first',
  statuses: depositStatusSchema,
  load: listDeposits,
  headers: ['ID', 'TIME', 'MEMBER', 'CHANNEL', 'AMOUNT', 'CREDIT', 'STATUS', 'REFERENCE'],
  row: (d) => [
    String(d.id),
    d.createdAt,
    d.username,
    d.channelCode,
    money(d.amount, d.currency),
    money(d.creditAmount, d.currency),
    d.status,
    d.reference,
  ],
  json: depositJson,
});

const [depositConfirm, depositReject] = reviewCommands(
  depositView,
  {
    name: 'deposit:confirm',
    summary: 'Confirm a manual bank deposit: credits the member once (confirming again changes nothing)',
    act: confirmManualDeposit,
  },
  {
    name: 'deposit:reject',
    summary: 'Reject a manual bank deposit (no matching transfer); the member is notified',
    act: rejectManualDeposit,
  },
);

export default defineCommands(90, [deposits, depositConfirm, depositReject]);
