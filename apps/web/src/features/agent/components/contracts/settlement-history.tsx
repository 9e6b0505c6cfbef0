import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { percentOfBp, type ContractKindName, type LineFormula, type SettlementLineView } from '@arcadia/contracts';
import { Loading, StatusPill } from '@/components/ui/page-blocks';
import { formatMoney, toMinor } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { settlementsQuery } from '../../api/contracts-api';
import { periodLabel } from './contract-kinds';

const LineChart = lazy(() => import('../line-chart'));

/** A rate in basis points as a percentage with the language's decimal mark (150 → "1,50" in pt). */
const percentIn = (bp: number, language: string) => formatMoney(percentOfBp(bp), language, { places: 2 });
const TONE = { preview: 'pending', paid: 'success', clawed_back: 'danger' } as const;

/**
 * The line's formula in the agent's language, from the parts the server sends (money in the
 * brand's currency, formatted as everywhere on the site; rates as percentages).
 */
function useFormula() {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, i18n.language);
  const percent = (bp: number) => percentIn(bp, i18n.language);
  return (formula: LineFormula) => {
    switch (formula.kind) {
      case 'realtime':
        return t('contracts.formula.realtime', {
          bets: formula.bets,
          minSingleBet: money(formula.minSingleBet),
          profitRate: percent(formula.profitRateBp),
          lossRate: percent(formula.lossRateBp),
          amount: money(formula.amount),
        });
      case 'dividend':
        return t('contracts.formula.dividend', {
          base: money(formula.teamLoss),
          carry: money(formula.carryIn),
          rate: percent(formula.rateBp),
          amount: money(formula.amount),
        });
      case 'salary':
        return t('contracts.formula.salary', {
          base: money(formula.validBet),
          rate: percent(formula.rateBp),
          amount: money(formula.amount),
        });
    }
  };
}

function LineCard({ line }: { line: SettlementLineView }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, i18n.language);
  const formula = useFormula();
  const { inputs } = line;
  const tier = inputs.tier;
  const figures: [string, string | number][] = [
    [t('contracts.amount'), money(line.amount)],
    [t('contracts.toDownlines'), money(line.toDownlines)],
    [t('contracts.kept'), money(line.kept)],
    [t('contracts.paidBy'), line.payer ?? t('contracts.brand')],
    line.kind === 'dividend'
      ? [t('contracts.teamLoss'), money(inputs.teamLoss)]
      : [t('contracts.validBet'), money(inputs.validBet)],
    [t('contracts.activeMembers'), inputs.activeMembers],
  ];
  if (line.kind !== 'realtime_salary')
    figures.push([
      t('contracts.tierReached'),
      tier ? `${percentIn(tier.rateBp, i18n.language)} %` : t('contracts.noTier'),
    ]);
  // A dividend's negative carry: what the period started from, and what it hands on.
  if (inputs.carryIn && toMinor(inputs.carryIn) !== 0n) figures.push([t('contracts.carryIn'), money(inputs.carryIn)]);
  if (inputs.carryOut && toMinor(inputs.carryOut) !== 0n)
    figures.push([t('contracts.carryOut'), money(inputs.carryOut)]);
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
        {formula(line.formula)}
        {' · '}
        {t('contracts.formula.kept', {
          amount: money(line.amount),
          toDownlines: money(line.toDownlines),
          kept: money(line.kept),
        })}
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
