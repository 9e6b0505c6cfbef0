import { useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractKindName } from '@arcadia/contracts';
import { cn } from '@/lib/cn';
import { useSessionValue } from '@/lib/session-store';
import { centreQuery } from '../../api/agent-api';
import { MyContracts } from './my-contracts';
import { OfferForm } from './offer-form';
import { SettlementHistory } from './settlement-history';
import { Simulator } from './simulator';

const SECTIONS = ['mine', 'offer', 'history', 'simulator'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * One contract entry of the agent centre (dividend record, daily, hourly or real-time salary):
 * the agent's contract and offers, offering one to a downline (for levels that may), the
 * settlement history with its chart, and the simulator. Sections are tabs that scroll sideways on
 * a phone rather than squeeze.
 */
function ContractPage({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const centre = useQuery(centreQuery(useSessionValue('token') ?? ''));
  const sections = SECTIONS.filter((s) => s !== 'offer' || (centre.data?.level?.offerContracts ?? false));
  const [active, setActive] = useState<Section>('mine');
  const id = (s: Section) => `contracts-${kind}-${s}`;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = sections[(index + step + sections.length) % sections.length]!;
    setActive(next);
    document.getElementById(`${id(next)}-tab`)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('contracts.tabs.label')}
        className="mb-3 flex gap-1 overflow-x-auto pb-1 sm:flex-wrap"
      >
        {sections.map((s, index) => (
          <button
            key={s}
            id={`${id(s)}-tab`}
            type="button"
            role="tab"
            aria-selected={s === active}
            aria-controls={`${id(s)}-panel`}
            tabIndex={s === active ? 0 : -1}
            onClick={(event) => {
              setActive(s);
              // On a phone the row scrolls sideways: keep the chosen section's tab in view.
              event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
            }}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              'shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              s === active ? 'bg-surface text-fg shadow-card ring-1 ring-line' : 'text-fg-muted hover:bg-surface-2',
            )}
          >
            {t(`contracts.tabs.${s}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id(active)}-panel`} aria-labelledby={`${id(active)}-tab`}>
        {active === 'mine' ? <MyContracts kind={kind} /> : null}
        {active === 'offer' ? <OfferForm kind={kind} /> : null}
        {active === 'history' ? <SettlementHistory kind={kind} /> : null}
        {active === 'simulator' ? <Simulator kind={kind} /> : null}
      </div>
    </div>
  );
}

export const DividendPage = () => <ContractPage kind="dividend" />;
export const DailySalaryPage = () => <ContractPage kind="daily_salary" />;
export const HourlySalaryPage = () => <ContractPage kind="hourly_salary" />;
export const RealTimeSalaryPage = () => <ContractPage kind="realtime_salary" />;
