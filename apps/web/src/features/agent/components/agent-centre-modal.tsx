import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form';
import { Loading } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { loadContractTexts } from '@/i18n/contract-texts';
import { withTexts } from '@/i18n/lazy-texts';
import { useMoneyTexts } from '@/i18n/money-texts';
import { useSessionValue } from '@/lib/session-store';
import type { ModalComponentProps } from '@/modals';
import { Modal } from '@/modals/modal';
import { centreQuery } from '../api/agent-api';

const reports = () => import('./report-pages');
const team = () => import('./team-pages');
// The contract entries bring their own texts (locales/contracts) with their chunk.
const contracts = withTexts(loadContractTexts, () => import('./contracts/contract-page'));
/** The spec's entries in order; the contract entries show only when the agent centre's flags say so. */
const PAGES = {
  announcement: lazy(async () => ({ default: (await team()).AnnouncementPage })),
  overview: lazy(async () => ({ default: (await reports()).OverviewPage })),
  register: lazy(async () => ({ default: (await team()).RegisterPage })),
  downlines: lazy(async () => ({ default: (await team()).DownlinesPage })),
  betting: lazy(async () => ({ default: (await reports()).BettingPage })),
  profitLoss: lazy(async () => ({ default: (await reports()).ProfitLossPage })),
  income: lazy(async () => ({ default: (await reports()).IncomePage })),
  transactions: lazy(async () => ({ default: (await reports()).TransactionsPage })),
  dividend: lazy(async () => ({ default: (await contracts()).DividendPage })),
  dailySalary: lazy(async () => ({ default: (await contracts()).DailySalaryPage })),
  hourlySalary: lazy(async () => ({ default: (await contracts()).HourlySalaryPage })),
  realTimeSalary: lazy(async () => ({ default: (await contracts()).RealTimeSalaryPage })),
} satisfies Record<string, ComponentType>;
type AgentPage = keyof typeof PAGES;

/**
 * The agent centre: the entries on the left (a row of chips on phones) and the chosen page. The
 * availability check comes first: a non-agent sees the way to the affiliate programme instead.
 */
export default function AgentCentreModal({ open, onClose }: ModalComponentProps<'agentCentre'>) {
  const { t } = useTranslation();
  const ready = useMoneyTexts();
  const token = useSessionValue('token') ?? '';
  const centre = useQuery({ ...centreQuery(token), enabled: Boolean(token) });
  const [active, setActive] = useState<AgentPage>('overview');
  const entries = (Object.keys(PAGES) as AgentPage[]).filter((p) => {
    if (p === 'register') return centre.data?.level?.openAccounts ?? false;
    if (p === 'transactions') return centre.data?.entries.transactions ?? false;
    const flags = centre.data?.entries;
    // Spec portal.md section 6: each contract entry behind its flag (dividend contract, salary, hourly, real-time).
    if (p === 'dividend') return flags?.dividend ?? false;
    if (p === 'dailySalary') return flags?.salary ?? false;
    if (p === 'hourlySalary') return flags?.hourlySalary ?? false;
    if (p === 'realTimeSalary') return flags?.realTimeSalary ?? false;
    return true;
  });
  const Page = PAGES[active];
  return (
    <Modal
      name="agentCentre"
      open={open}
      onClose={onClose}
      title={ready ? t('agent.title') : ''}
      size="xl"
      draggable={false}
    >
      {!ready || centre.isPending ? (
        <Loading />
      ) : centre.isError ? (
        <div className="p-5">
          <FormAlert>{t(errorMessageKey(centre.error))}</FormAlert>
        </div>
      ) : !centre.data.available ? (
        <div className="space-y-3 p-5 text-sm">
          <p>{t('agent.notAvailable')}</p>
          {centre.data.affiliateUrl ? (
            <a className="font-semibold text-brand underline" href={centre.data.affiliateUrl}>
              {t('agent.affiliateLink')}
            </a>
          ) : null}
        </div>
      ) : (
        <div className="flex h-[min(780px,calc(100dvh-2rem-3.5rem))] min-h-0 flex-col md:flex-row">
          <nav
            aria-label={t('agent.title')}
            className="flex shrink-0 gap-1 overflow-x-auto border-b border-line p-2 md:w-60 md:flex-col md:overflow-y-auto md:border-r md:border-b-0 md:p-3"
          >
            {entries.map((p) => (
              <button
                key={p}
                type="button"
                aria-current={p === active ? 'page' : undefined}
                onClick={() => setActive(p)}
                className={`shrink-0 rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap transition ${
                  p === active ? 'bg-brand font-semibold text-white' : 'hover:bg-surface-2'
                }`}
              >
                {t(`agent.pages.${p}`)}
              </button>
            ))}
          </nav>
          <section aria-labelledby="agent-page-title" className="min-w-0 flex-1 overflow-y-auto bg-page/60 p-3 md:p-5">
            <h2 id="agent-page-title" className="mb-3 text-base font-bold md:text-lg">
              {t(`agent.pages.${active}`)}
            </h2>
            <Suspense fallback={<Loading />}>
              <Page key={active} />
            </Suspense>
          </section>
        </div>
      )}
    </Modal>
  );
}
