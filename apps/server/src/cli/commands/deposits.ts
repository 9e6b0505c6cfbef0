import { depositStatusSchema } from '@arcadia/contracts';
import {
  confirmManualDeposit,
  listDeposits,
  rejectManualDeposit,
} from '../../modules/payments/deposit-review.usecases.ts';
import { CLI_ACTOR } from '../../modules/payments/actor.ts';
import { reasonOf } from '../arguments.ts';
import { defineCommands } from '../command.ts';
import { depositJson, depositView, deps, money, recordCommand, recordListCommand } from '../payment-views.ts';

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

const depositConfirm = recordCommand(
  {
    name: 'deposit:confirm',
    usage: '<id>',
    summary: 'Confirm a manual bank deposit: credits the member once (confirming again changes nothing)',
  },
  depositView,
  (ctx, id) => confirmManualDeposit(deps(ctx), id, CLI_ACTOR),
);

const depositReject = recordCommand(
  {
    name: 'deposit:reject',
    usage: '<id> --reason "<text>"',
    summary: 'Reject a manual bank deposit (no matching transfer); the member is notified',
    options: { reason: 'why (kept in the audit trail)' },
  },
  depositView,
  (ctx, id, command) => rejectManualDeposit(deps(ctx), id, reasonOf(ctx, command), CLI_ACTOR),
);

export default defineCommands(90, [deposits, depositConfirm, depositReject]);
