import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/ui/page-blocks';
import { useSessionValue } from '@/lib/session-store';
import {
  bettingQuery,
  incomeQuery,
  overviewQuery,
  profitLossQuery,
  transactionsQuery,
  type Period,
  type Scope,
} from '../api/agent-api';
import { Choice, Empty, FigureCard, Pager, PeriodPicker, Stat, Toolbar, useMemberSearch } from './parts';

const LineChart = lazy(() => import('./line-chart'));
const useToken = () => useSessionValue('token') ?? '';

function useScopeChoice() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope['scope']>('team');
  const picker = (
    <Choice
      label={t('agent.scope.team')}
      value={scope}
      onChange={setScope}
      options={[
        { value: 'team', label: t('agent.scope.team') },
        { value: 'direct', label: t('agent.scope.direct') },
      ]}
    />
  );
  return { scope, picker };
}

export function OverviewPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Period['range']>('thisMonth');
  const { scope, picker } = useScopeChoice();
  const { data } = useQuery(overviewQuery(useToken(), { range, scope }));
  return (
    <div>
      <Toolbar>
        <PeriodPicker value={range} onChange={setRange} />
        {picker}
      </Toolbar>
      {!data ? (
        <Loading />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="agent-overview">
            <Stat label={t('agent.members')} value={data.members} />
            <Stat label={t('agent.newRegistrations')} value={data.newRegistrations} />
            <Stat label={t('agent.firstDepositors')} value={data.firstDepositors} />
            <Stat label={t('agent.activeMembers')} value={data.activeMembers} />
            <Stat label={t('agent.deposits')} value={data.deposits} />
            <Stat label={t('agent.withdrawals')} value={data.withdrawals} />
            <Stat label={t('agent.stake')} value={data.stake} />
            <Stat label={t('agent.validBet')} value={data.validBet} />
            <Stat label={t('agent.winLoss')} value={data.winLoss} />
            <Stat label={t('agent.bonuses')} value={data.bonuses} />
            <Stat label={t('agent.teamBalance')} value={data.teamBalance} />
            {data.agents
              .filter((a) => a.count > 0)
              .map((a) => (
                <Stat key={a.code} label={a.name} value={a.count} />
              ))}
          </div>
          <h3 className="mt-4 mb-1 text-sm font-semibold">{t('agent.growth')}</h3>
          <Suspense fallback={null}>
            <LineChart
              title={t('agent.growth')}
              days={data.days.map((d) => d.day)}
              values={data.days.map((d) => d.registrations)}
            />
          </Suspense>
        </>
      )}
    </div>
  );
}

export function BettingPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Period['range']>('thisMonth');
  const [groupBy, setGroupBy] = useState<'member' | 'category' | 'vendor'>('member');
  const [pageNo, setPage] = useState(1);
  const { scope, picker } = useScopeChoice();
  const { search, searchBox } = useMemberSearch(() => setPage(1));
  const { data } = useQuery(
    bettingQuery(useToken(), { range, scope, groupBy, pageNo, ...(groupBy === 'member' && search ? { search } : {}) }),
  );
  return (
    <div>
      <Toolbar>
        <PeriodPicker value={range} onChange={setRange} />
        {picker}
        <Choice
          label={t('agent.groupBy.member')}
          value={groupBy}
          onChange={(v) => {
            setGroupBy(v);
            setPage(1);
          }}
          options={(['member', 'category', 'vendor'] as const).map((v) => ({
            value: v,
            label: t(`agent.groupBy.${v}`),
          }))}
        />
        {groupBy === 'member' ? searchBox : null}
      </Toolbar>
      {!data ? (
        <Loading />
      ) : (
        <>
          <ul className="space-y-2" data-testid="agent-betting">
            <FigureCard
              title={t('agent.total')}
              figures={[
                [t('agent.bets'), data.totals.bets],
                [t('agent.stake'), data.totals.stake],
                [t('agent.validBet'), data.totals.validBet],
                [t('agent.winLoss'), data.totals.winLoss],
              ]}
            />
            {data.list.map((r) => (
              <FigureCard
                key={r.key}
                title={r.label}
                figures={[
                  [t('agent.bets'), r.bets],
                  [t('agent.stake'), r.stake],
                  [t('agent.validBet'), r.validBet],
                  [t('agent.winLoss'), r.winLoss],
                ]}
              />
            ))}
          </ul>
          {data.list.length === 0 ? <Empty /> : null}
          <Pager page={pageNo} pages={data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}

export function ProfitLossPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Period['range']>('thisMonth');
  const [pageNo, setPage] = useState(1);
  const { scope, picker } = useScopeChoice();
  const { search, searchBox } = useMemberSearch(() => setPage(1));
  const { data } = useQuery(profitLossQuery(useToken(), { range, scope, pageNo, ...(search ? { search } : {}) }));
  const figures = (r: NonNullable<typeof data>['totals']): [string, string][] => [
    [t('agent.stake'), r.stake],
    [t('agent.winLoss'), r.winLoss],
    [t('agent.bonuses'), r.bonuses],
    [t('agent.profitLoss'), r.profitLoss],
    [t('agent.deposits'), r.deposits],
    [t('agent.withdrawals'), r.withdrawals],
    [t('agent.validBet'), r.validBet],
  ];
  return (
    <div>
      <Toolbar>
        <PeriodPicker value={range} onChange={setRange} />
        {picker}
        {searchBox}
      </Toolbar>
      {!data ? (
        <Loading />
      ) : (
        <>
          <ul className="space-y-2" data-testid="agent-profit-loss">
            <FigureCard title={t('agent.total')} figures={figures(data.totals)} />
            {data.list.map((r) => (
              <FigureCard key={r.id} title={r.username} figures={figures(r)} />
            ))}
          </ul>
          {data.list.length === 0 ? <Empty /> : null}
          <Pager page={pageNo} pages={data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}

const INCOME_KINDS = ['agent_salary', 'agent_dividend', 'agent_commission', 'upline_transfer'] as const;

/** My income: the total, each kind of income (salary, dividend, transfers from downlines) and the days. */
export function IncomePage() {
  const { t } = useTranslation();
  const incomeKindLabel = (kind: string) => {
    const known = INCOME_KINDS.find((k) => k === kind);
    return known ? t(`agent.incomeKind.${known}`) : kind;
  };
  const [range, setRange] = useState<Period['range']>('thisMonth');
  const { data } = useQuery(incomeQuery(useToken(), { range }));
  return (
    <div>
      <Toolbar>
        <PeriodPicker value={range} onChange={setRange} />
      </Toolbar>
      <p className="mb-3 text-sm text-fg-muted">{t('agent.incomeNote')}</p>
      {!data ? (
        <Loading />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="agent-income">
            <Stat label={t('agent.total')} value={data.total} />
            {data.kinds.map((k) => (
              <Stat key={k.kind} label={incomeKindLabel(k.kind)} value={k.amount} />
            ))}
          </div>
          <Suspense fallback={null}>
            <LineChart
              title={t('agent.pages.income')}
              days={data.days.map((d) => d.day)}
              values={data.days.map((d) => Number(d.amount))}
            />
          </Suspense>
        </>
      )}
    </div>
  );
}

export function TransactionsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Period['range']>('thisMonth');
  const [type, setType] = useState<'' | 'deposit' | 'withdrawal' | 'transfer' | 'bonus'>('');
  // Keyset paging: each page after the first asks for the rows below the last id of the page before.
  const [afterPages, setAfterPages] = useState<number[]>([]);
  const pageNo = afterPages.length + 1;
  const beforeId = afterPages.at(-1);
  const { data } = useQuery(
    transactionsQuery(useToken(), { range, pageNo, ...(beforeId ? { beforeId } : {}), ...(type ? { type } : {}) }),
  );
  const restart = () => setAfterPages([]);
  const toPage = (page: number) => {
    const lastId = Number(data?.list.at(-1)?.id);
    if (page > pageNo && lastId) setAfterPages([...afterPages, lastId]);
    else if (page < pageNo) setAfterPages(afterPages.slice(0, page - 1));
  };
  return (
    <div>
      <Toolbar>
        <PeriodPicker
          value={range}
          onChange={(r) => {
            setRange(r);
            restart();
          }}
        />
        <Choice
          label={t('agent.kind')}
          value={type}
          onChange={(v) => {
            setType(v);
            restart();
          }}
          options={[
            { value: '', label: t('agent.type.all') },
            ...(['deposit', 'withdrawal', 'transfer', 'bonus'] as const).map((v) => ({
              value: v,
              label: t(`agent.type.${v}`),
            })),
          ]}
        />
      </Toolbar>
      {!data ? (
        <Loading />
      ) : (
        <>
          <ul className="space-y-2">
            {data.list.map((r) => (
              <FigureCard
                key={r.id}
                title={r.username}
                figures={[
                  [t('agent.time'), new Date(r.time).toLocaleString()],
                  [t('agent.kind'), r.kind],
                  [t('agent.amount'), r.amount],
                ]}
              />
            ))}
          </ul>
          {data.list.length === 0 ? <Empty /> : null}
          <Pager page={pageNo} pages={data.totalPages} onPage={toPage} />
        </>
      )}
    </div>
  );
}
