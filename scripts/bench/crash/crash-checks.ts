import { spawnSync } from 'node:child_process';
import type { Db } from '../../../apps/server/src/db/schema.ts';
import { countRows } from '../../../apps/server/src/lib/rows.ts';
import { SANDBOX_WEBHOOK_JOB } from '../../../apps/server/src/modules/payments/sandbox-psp/sandbox-psp.ts';
import { REPO_ROOT } from '../serve.ts';
import type { Acknowledged } from './crash-burst.ts';

const countOf = (db: Db, table: 'withdrawals' | 'sandbox_psp_checkouts', status: string): Promise<number> =>
  countRows(db.selectFrom(table).where('status', '=', status));

const webhooksWaiting = (db: Db): Promise<number> =>
  countRows(db.selectFrom('jobs').where('kind', '=', SANDBOX_WEBHOOK_JOB).where('state', 'in', ['queued', 'running']));

/** The state the kill left: paid checkouts whose deposit is still waiting for its webhook. */
export async function stateAtKill(db: Db) {
  const paidPending = await countRows(
    db
      .selectFrom('sandbox_psp_checkouts as c')
      .innerJoin('deposits as d', (j) => j.on((eb) => eb('d.provider_ref', '=', eb.ref('c.id'))))
      .where('c.status', '=', 'paid')
      .where('d.status', '=', 'pending'),
  );
  return {
    withdrawals: await countOf(db, 'withdrawals', 'pending'),
    paid: await countOf(db, 'sandbox_psp_checkouts', 'paid'),
    paidNotCredited: paidPending,
    webhooksWaiting: await webhooksWaiting(db),
  };
}

/** Waits until the restarted server has delivered every webhook; returns the seconds it took. */
export async function waitForWebhooks(db: Db, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  while ((await webhooksWaiting(db)) > 0) {
    if (Date.now() - started > timeoutMs) throw new Error('webhooks still waiting after the restart');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (Date.now() - started) / 1000;
}

export function ledgerCheck(env: Record<string, string>): { code: number; output: string } {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'ledger:check'], {
    cwd: REPO_ROOT,
    env: childEnv,
    encoding: 'utf8',
  });
  return { code: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

/** Every rule the crash must not break; an empty list means the run passed. */
export async function consistencyProblems(db: Db, ack: Acknowledged): Promise<string[]> {
  const problems: string[] = [];
  const holdingIds = await db.selectFrom('withdrawals').select('id').where('status', '=', 'holding').execute();
  const holds = holdingIds.length
    ? await db
        .selectFrom('ledger_transactions')
        .select('idempotency_key')
        .where(
          'idempotency_key',
          'in',
          holdingIds.map((w) => `withdrawal:${w.id}:hold`),
        )
        .execute()
    : [];
  const holding = holdingIds.filter((w) => !holds.some((h) => h.idempotency_key === `withdrawal:${w.id}:hold`));
  if (holding.length > 0) problems.push(`${holding.length} holding withdrawal(s) without their hold`);
  const paid = await db
    .selectFrom('sandbox_psp_checkouts')
    .select(['id', 'order_id'])
    .where('status', '=', 'paid')
    .execute();
  for (const checkout of paid) {
    const deposit = await db
      .selectFrom('deposits')
      .select('status')
      .where('id', '=', Number(checkout.order_id))
      .executeTakeFirst();
    const credits = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `deposit:${checkout.order_id}`)
      .execute();
    if (deposit?.status !== 'credited' || credits.length !== 1)
      problems.push(
        `checkout ${checkout.id} paid: deposit ${checkout.order_id} is ${deposit?.status}, credited ${credits.length} time(s)`,
      );
  }
  const withdrawals = ack.withdrawals.length
    ? await db.selectFrom('withdrawals').select(['id', 'status']).where('id', 'in', ack.withdrawals).execute()
    : [];
  if (withdrawals.length !== ack.withdrawals.length || withdrawals.some((w) => w.status !== 'pending'))
    problems.push('a withdrawal the client was told about is missing or not pending');
  const paidIds = new Set(paid.map((c) => c.id));
  const lost = ack.paidCheckouts.filter((id) => !paidIds.has(id));
  if (lost.length > 0) problems.push(`${lost.length} payment(s) confirmed to the payer are not paid`);
  const failedJobs = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', SANDBOX_WEBHOOK_JOB)
    .where('state', '=', 'failed')
    .execute();
  if (failedJobs.length > 0) problems.push(`${failedJobs.length} webhook job(s) failed`);
  return problems;
}
