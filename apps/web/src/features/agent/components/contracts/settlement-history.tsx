import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractKindName, SettlementLineView } from '@arcadia/contracts';
import { Loading, StatusPill } from '@/components/ui/page-blocks';
import { useSessionValue } from '@/lib/session-store';
import { settlementsQuery } from '../../api/contracts-api';
import { periodLabel } from './contract-kinds';

const LineChart = lazy(() => import('../line-chart'));

const bp = (rateBp: number) => `${Math.floor(rateBp / 100)}.${String(rateBp % 100).padStart(2, '0')}`;
const TONE = { preview: 'pending', paid: 'success', clawed_back: 'danger' } as const;

/** The line's formula in the agent's language, from the inputs the server kept with it. */
function useFormula() {
  const { t } = useTranslation();
  return (line: SettlementLineView) => {
    const { inputs } = line;
    const rate = bp(inputs.rateBp);
    if (line.kind === 'realtime_salary')
      return t('contracts.formula.realtime', { bets: inputs.bets ?? 0, amount: line.amount });
    if (line.kind === 'dividend')
      return t('contracts.formula.dividend', {
        base: inputs.teamLoss,
        carry: inputs.carryIn ?? '0.00',
        rate,
        amount: line.amount,
      });
    return t('contracts.formula.salary', { base: inputs.validBet, rate, amount: line.amount });
  };
}

function LineCard({ line }: { line: SettlementLineView }) {
  const { t } = useTranslation();
  const formula = useFormula();
  const { inputs } = line;
  const tier = inputs.tier;
  const figures: [string, string | number][] = [
    [t('contracts.amount'), line.amount],
    [t('contracts.toDownlines'), line.toDownlines],
    [t('contracts.kept'), line.kept],
    [t('contracts.paidBy'), line.payer ?? t('contracts.brand')],
    line.kind === 'dividend' ? [t('contracts.teamLoss'), inputs.teamLoss] : [t('contracts.validBet'), inputs.validBet],
    [t('contracts.activeMembers'), inputs.activeMembers],
  ];
  if (line.kind !== 'realtime_salary')
    figures.push([t('contracts.tierReached'), tier ? `${bp(tier.rateBp)} %` : t('contracts.noTier')]);
  // A dividend's negative carry: what the period started from, and what it hands on.
  if (inputs.carryIn && inputs.carryIn !== '0.00') figures.push([t('contracts.carryIn'), inputs.carryIn]);
  if (inputs.carryOut && inputs.carryOut !== '0.00') figures.push([t('contracts.carryOut'), inputs.carryOut]);
  return (
    <li className="rounded-xl border border-line bg-surface p-3" data-testid="settlement-line">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">{periodLabel(line.periodKey)}</span>
        <StatusPill tone={TONE[line.state]}>{t(`contracts.lineState.${line.state}`)}</StatusPill>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 sm:block">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 rounded-lg bg-surface-2/60 p-2 text-xs tabular-nums" data-testid="settlement-formula">
        <span className="font-semibold">{t('contracts.inputs')}: </span>
        {formula(line)}
        {' · '}
        {t('contracts.formula.kept', { amount: line.amount, toDownlines: line.toDownlines, kept: line.kept })}
      </p>
    </li>
  );
}

/** The agent's settlement lines of this kind, newest first, and what it kept per period as a chart. */
export function SettlementHistory({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const { data } = useQuery(settlementsQuery(useSessionValue('token') ?? '', kind));
  if (!data) return <Loading />;
  if (data.list.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line p-4 text-sm text-fg-muted">
        {t('contracts.historyEmpty')}
      </p>
    );
  const chronological = [...data.list.filter((l) => l.state !== 'clawed_back')].reverse();
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold">{t('contracts.chart')}</h3>
      <Suspense fallback={null}>
        <LineChart
          title={t('contracts.chart')}
          days={chronological.map((l) => periodLabel(l.periodKey))}
          values={chronological.map((l) => Number(l.kept))}
        />
      </Suspense>
      <ul className="space-y-2">
        {data.list.map((line) => (
          <LineCard key={line.id} line={line} />
        ))}
      </ul>
    </div>
  );
}
