import type { Db } from '../../db/schema.ts';
import { membersPort } from '../members/members.port.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { brandCalendar } from '../play-record/periods.port.ts';
import { agentContractsRepository } from './agent-contracts.repository.ts';
import { contractErrors } from './agent-contracts.errors.ts';
import type { ContractKind, ContractState } from './contract-terms.model.ts';
import { contractView } from './contract-views.ts';
import { clawBackLine } from './settlement-clawback.usecases.ts';
import { approveRun } from './settlement-pay.usecases.ts';
import { periodKindOf, settlementPeriodOf } from './settlement-periods.ts';
import { previewPeriod } from './settlement-preview.usecases.ts';
import type { ContractSettings, SettlementRun } from './settlement.model.ts';
import { settlementRepository } from './settlement.repository.ts';
import { debtsRepository } from './debts.repository.ts';
import { contractSettingsRepository } from './contract-settings.repository.ts';
import { agentsOfLines, debtView, lineView, runView } from './settlement-views.ts';

/**
 * The operator's side of contracts (the console routes and `npm run admin -- contracts:*` call
 * these): previews, approvals, clawbacks and debts of one brand, answered as views.
 */
async function withLines(db: Db, run: SettlementRun) {
  const lines = await settlementRepository.linesOfRun(db, run.id);
  const places = await merchantsPort.placesOf(db, run.merchantId);
  const names = await membersPort.usernamesOf(db, agentsOfLines(lines));
  return { run: runView(run, lines, places), lines: lines.map((l) => lineView(l, names, places)) };
}

async function runOfBrand(db: Db, merchantId: number, runId: number): Promise<SettlementRun> {
  const run = await settlementRepository.findRun(db, runId);
  if (!run || run.merchantId !== merchantId) throw contractErrors.settlementNotFound();
  return run;
}

export async function previewSettlement(
  db: Db,
  merchantId: number,
  input: { kind: ContractKind; period?: string | undefined; at: Date },
  now: Date,
) {
  const { timeZone } = await brandCalendar(db, merchantId);
  const period = settlementPeriodOf(periodKindOf(input.kind, input.period ?? 'semimonth'), input.at, timeZone);
  const { run } = await previewPeriod(db, { merchantId, kind: input.kind, period, now });
  return withLines(db, run);
}

export async function rerunSettlement(db: Db, merchantId: number, runId: number, now: Date) {
  const run = await runOfBrand(db, merchantId, runId);
  const period = {
    kind: run.periodKind,
    key: run.periodKey,
    start: new Date(run.periodStart),
    end: new Date(run.periodEnd),
  };
  return withLines(db, (await previewPeriod(db, { merchantId, kind: run.kind, period, now })).run);
}

export async function approveSettlement(db: Db, merchantId: number, runId: number, by: string, now: Date) {
  await runOfBrand(db, merchantId, runId);
  return withLines(db, (await approveRun(db, runId, { merchantId, by, now })).run);
}

export async function settlementOf(db: Db, merchantId: number, runId: number) {
  return withLines(db, await runOfBrand(db, merchantId, runId));
}

export async function listSettlements(db: Db, merchantId: number, filter: { kind?: ContractKind; limit: number }) {
  const runs = await settlementRepository.listRuns(db, merchantId, filter);
  const places = await merchantsPort.placesOf(db, merchantId);
  const list = [];
  for (const run of runs) list.push(runView(run, await settlementRepository.linesOfRun(db, run.id), places));
  return { list };
}

export async function clawBack(db: Db, merchantId: number, lineId: number, reason: string, now: Date) {
  const line = await clawBackLine(db, lineId, { merchantId, reason, now });
  const places = await merchantsPort.placesOf(db, merchantId);
  return lineView(line, await membersPort.usernamesOf(db, agentsOfLines([line])), places);
}

export async function listDebts(db: Db, merchantId: number, state: 'open' | 'paid' | 'cancelled' | undefined) {
  const debts = await debtsRepository.listDebts(db, merchantId, state ?? 'open');
  const names = await membersPort.usernamesOf(db, [
    ...new Set(debts.flatMap((d) => [d.debtorAgentId, d.creditorAgentId])),
  ]);
  const places = await merchantsPort.placesOf(db, merchantId);
  return { list: debts.map((d) => debtView(d, names, places)) };
}

export const contractSettings = (db: Db, merchantId: number) => contractSettingsRepository.settings(db, merchantId);

export async function saveContractSettings(db: Db, merchantId: number, settings: ContractSettings, now: Date) {
  await contractSettingsRepository.saveSettings(db, merchantId, settings, now.toISOString());
  return contractSettingsRepository.settings(db, merchantId);
}

/** Keeps a member out of settlement: a test account's play counts for nobody; a blocked agent is paid nothing. */
export async function excludeFromSettlement(
  db: Db,
  merchantId: number,
  memberId: number,
  reason: 'test' | 'blocked',
  now: Date,
) {
  await contractSettingsRepository.exclude(db, merchantId, memberId, reason, now.toISOString());
}

export async function listBrandContracts(
  db: Db,
  merchantId: number,
  filter: { kind?: ContractKind | undefined; state?: ContractState | undefined },
) {
  const contracts = await agentContractsRepository.listForBrand(db, merchantId, filter);
  const names = await membersPort.usernamesOf(db, [
    ...new Set(contracts.flatMap((c) => [c.agentId, ...(c.offeredBy === null ? [] : [c.offeredBy])])),
  ]);
  const places = await merchantsPort.placesOf(db, merchantId);
  return { list: contracts.map((c) => contractView(c, -1, names, places)) };
}
