import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Deposits (payment channels, gateway webhooks, the in-process sandbox PSP), withdrawals (payout
 * accounts, the review and receipt states) and operator accounts. Money itself only moves in the
 * ledger; these tables record requests and their state, and point at ledger transactions by key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    payment_settings: {
      columns: {
        merchant_id: 'integer primary key references merchants.id on delete cascade',
        withdrawal_min: 'bigint not null',
        withdrawal_max: 'bigint not null',
        withdrawal_max_pending: 'integer not null',
        updated_at: 'varchar(40) not null',
      },
    },
    payment_channels: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id on delete cascade',
        code: 'varchar(40) not null',
        kind: "varchar(20) not null check (kind in ('manual_bank', 'sandbox_gateway'))",
        name: 'varchar(80) not null',
        min_amount: 'bigint not null',
        max_amount: 'bigint not null',
        fee_fixed: 'bigint not null default 0',
        fee_bps: 'integer not null default 0',
        fee_payer: "varchar(10) not null check (fee_payer in ('member', 'house'))",
        enabled: 'integer not null default 1',
        // Manual bank: bank name, account name and number. Never a secret: gateway secrets come from env.
        config: "text not null default '{}'",
        sort: 'integer not null default 0',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        payment_channels_limits: 'min_amount > 0 and max_amount >= min_amount and fee_fixed >= 0 and fee_bps >= 0',
      },
      indexes: {
        payment_channels_code: 'unique (merchant_id, code)',
      },
    },
    deposits: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        channel_id: 'integer not null references payment_channels.id',
        kind: 'varchar(20) not null',
        amount: 'bigint not null',
        fee: 'bigint not null',
        credit_amount: 'bigint not null',
        currency: 'varchar(8) not null',
        status: "varchar(20) not null check (status in ('pending', 'credited', 'failed', 'rejected'))",
        reference: 'varchar(20) not null',
        client_key: 'varchar(64) not null',
        request_hash: 'varchar(64) not null',
        provider_ref: 'varchar(80)',
        checkout_url: 'varchar(300)',
        ledger_transaction_id: 'integer references ledger_transactions.id',
        failure_reason: 'varchar(200)',
        reviewed_by: 'integer',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
        credited_at: 'varchar(40)',
      },
      checks: {
        deposits_amounts: 'amount > 0 and fee >= 0 and credit_amount > 0',
      },
      indexes: {
        deposits_reference: 'unique (merchant_id, reference)',
        deposits_client_key: 'unique (member_id, client_key)',
        deposits_member: '(member_id, id)',
        deposits_status: '(merchant_id, status, id)',
        deposits_provider_ref: '(provider_ref)',
      },
    },
    // Every gateway event we accepted, once: a redelivery is recognised by (provider, event_id).
    payment_webhook_events: {
      columns: {
        id: 'serial primary key',
        provider: 'varchar(20) not null',
        event_id: 'varchar(80) not null',
        deposit_id: 'integer references deposits.id',
        type: 'varchar(40) not null',
        outcome: 'varchar(20) not null',
        received_at: 'varchar(40) not null',
      },
      indexes: {
        payment_webhook_events_key: 'unique (provider, event_id)',
      },
    },
    // The sandbox PSP's own records: what a hosted checkout page shows and whether it was paid.
    sandbox_psp_checkouts: {
      columns: {
        id: 'varchar(64) primary key',
        merchant_id: 'integer not null references merchants.id on delete cascade',
        order_id: 'varchar(40) not null',
        description: 'varchar(200) not null',
        amount: 'bigint not null',
        currency: 'varchar(8) not null',
        status: 'varchar(20) not null',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
    },
    payout_accounts: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id on delete cascade',
        type: "varchar(10) not null check (type in ('bank', 'ewallet'))",
        holder_name: 'varchar(60) not null',
        provider_name: 'varchar(60) not null',
        account_number: 'varchar(40) not null',
        created_at: 'varchar(40) not null',
        removed_at: 'varchar(40)',
      },
      indexes: {
        payout_accounts_member: '(member_id, removed_at)',
      },
    },
    withdrawals: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        payout_account_id: 'integer not null references payout_accounts.id',
        // A copy of the payout details at request time: removing the account later changes nothing here.
        payout_type: 'varchar(10) not null',
        payout_holder_name: 'varchar(60) not null',
        payout_provider_name: 'varchar(60) not null',
        payout_account_number: 'varchar(40) not null',
        amount: 'bigint not null',
        currency: 'varchar(8) not null',
        status: 'varchar(20) not null',
        client_key: 'varchar(64) not null',
        request_hash: 'varchar(64) not null',
        reject_reason: 'varchar(200)',
        received_amount: 'bigint',
        remaining_amount: 'bigint',
        refund_amount: 'bigint',
        resolution_note: 'varchar(200)',
        proof_file: 'varchar(80)',
        proof_mime: 'varchar(20)',
        proof_size: 'integer',
        reviewed_by: 'integer',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
        reviewed_at: 'varchar(40)',
        disbursed_at: 'varchar(40)',
        confirmed_at: 'varchar(40)',
        resolved_at: 'varchar(40)',
      },
      checks: {
        withdrawals_amount: 'amount > 0',
      },
      indexes: {
        withdrawals_client_key: 'unique (member_id, client_key)',
        withdrawals_member: '(member_id, id)',
        withdrawals_status: '(merchant_id, status, id)',
        // The auto-confirm job: disbursed withdrawals by age.
        withdrawals_disbursed: '(status, disbursed_at)',
      },
    },
    operators: {
      columns: {
        id: 'serial primary key',
        username: 'varchar(40) not null',
        username_key: 'varchar(40) not null unique',
        password_hash: 'varchar(200) not null',
        role: "varchar(10) not null check (role in ('admin', 'finance', 'support'))",
        // null: the operator works on every brand.
        merchant_id: 'integer references merchants.id on delete cascade',
        disabled: 'integer not null default 0',
        created_at: 'varchar(40) not null',
        last_login_at: 'varchar(40)',
      },
    },
    operator_sessions: {
      columns: {
        id: 'serial primary key',
        operator_id: 'integer not null references operators.id on delete cascade',
        token_hash: 'varchar(64) not null unique',
        ip: 'varchar(64)',
        created_at: 'varchar(40) not null',
        last_seen_at: 'varchar(40) not null',
        revoked_at: 'varchar(40)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'operator_sessions',
    'operators',
    'withdrawals',
    'payout_accounts',
    'sandbox_psp_checkouts',
    'payment_webhook_events',
    'deposits',
    'payment_channels',
    'payment_settings',
  ]);
}
