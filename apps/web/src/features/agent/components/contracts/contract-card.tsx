import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractView } from '@arcadia/contracts';
import { StatusPill, type Tone } from '@/components/ui/page-blocks';
import { TermsList } from './tiers-list';

const TONES: Record<ContractView['state'], Tone> = {
  requested: 'pending',
  accepted: 'success',
  rejected: 'danger',
  terminated: 'neutral',
};

/** One contract: who offered it (or to whom), its version, state and terms, and any actions under it. */
export function ContractCard({ contract, children }: { contract: ContractView; children?: ReactNode }) {
  const { t } = useTranslation();
  const who = contract.mine
    ? t('contracts.offeredBy', { name: contract.offeredBy ?? t('contracts.brand') })
    : t('contracts.offeredTo', { name: contract.agent });
  return (
    <li className="rounded-xl border border-line bg-surface p-3" data-testid={`contract-${contract.id}`}>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <StatusPill tone={TONES[contract.state]}>{t(`contracts.state.${contract.state}`)}</StatusPill>
        <span className="font-semibold">{who}</span>
        <span className="text-fg-muted">
          {t('contracts.version', { version: contract.version })}
          {contract.kind === 'dividend' ? ` · ${t(`contracts.period.${periodName(contract.period)}`)}` : ''}
          {' · '}
          {t('contracts.since', { date: (contract.answeredAt ?? contract.createdAt).slice(0, 10) })}
        </span>
      </div>
      <TermsList contract={contract} />
      {children}
    </li>
  );
}

const PERIODS = ['day', 'week', 'semimonth', 'month'] as const;
const periodName = (period: string) => PERIODS.find((p) => p === period) ?? 'day';
