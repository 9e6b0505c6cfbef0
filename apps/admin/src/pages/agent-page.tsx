import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAgentRow } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { api, errorText } from '../lib/api';
import { usePermissions } from '../lib/session';
import { treeColumns, typeName, type Level } from './agents-page';

type Totals = Record<
  'deposits' | 'withdrawals' | 'bonuses' | 'stake' | 'validBet' | 'winLoss' | 'teamBalance' | 'fromDay' | 'toDay',
  string
> &
  Record<'members' | 'newRegistrations' | 'firstDepositors' | 'activeMembers', number>;
type AgentView = {
  agent: AdminAgentRow & { currency: string };
  uplines: { id: string; username: string; type: number }[];
  team: Totals | null;
  levels: Level[];
};
const RANGES = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth'] as const;
const FIGURES = [
  'members',
  'newRegistrations',
  'firstDepositors',
  'activeMembers',
  'deposits',
  'withdrawals',
  'stake',
  'validBet',
  'winLoss',
  'bonuses',
  'teamBalance',
] as const;

/** Moving the member (with its team) and its level: the operator's actions, where the role may. */
function Actions({ view }: { view: AgentView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const done = (text: string) => {
    setMessage(text);
    void client.invalidateQueries({ queryKey: ['agent'] });
  };
  const move = useMutation({
    mutationFn: (body: { upline: string | null; reason: string }) =>
      api<{ upline: string | null; teamSize: number }>('POST', `/agents/${view.agent.id}/move`, body),
    onSuccess: (r) => done(t('agents.moved', { upline: r.upline ?? t('agents.top'), count: r.teamSize })),
  });
  const level = useMutation({
    mutationFn: (value: number) => api<{ type: number }>('PUT', `/agents/${view.agent.id}/level`, { level: value }),
    onSuccess: (r) => done(t('agents.levelSet', { level: typeName(view.levels, r.type, t('agents.member')) })),
  });
  const submitMove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const upline = String(form.get('upline') ?? '').trim();
    move.mutate({ upline: upline || null, reason: String(form.get('reason') ?? '') });
  };
  const submitLevel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    level.mutate(Number(new FormData(event.currentTarget).get('level')));
  };
  const error = move.error ?? level.error;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form className="card space-y-3" onSubmit={submitMove} aria-label={t('agents.move')}>
        <h2 className="font-bold">{t('agents.move')}</h2>
        <p className="text-sm text-fg-muted">{t('agents.moveHelp')}</p>
        <label className="flex flex-col gap-1">
          {t('agents.newUpline')}
          <input name="upline" className="field" maxLength={64} />
        </label>
        <label className="flex flex-col gap-1">
          {t('agents.reason')}
          <input name="reason" className="field" required maxLength={200} />
        </label>
        <button className="btn-primary" disabled={move.isPending}>
          {t('agents.moveSubmit')}
        </button>
      </form>
      <form className="card space-y-3" onSubmit={submitLevel} aria-label={t('agents.setLevel')}>
        <h2 className="font-bold">{view.agent.type === 0 ? t('agents.promote') : t('agents.setLevel')}</h2>
        <label className="flex flex-col gap-1">
          {t('agents.level')}
          <select name="level" className="field" defaultValue={String(view.agent.type || 2)}>
            <option value="0">{t('agents.member')}</option>
            {view.levels.map((l) => (
              <option key={l.code} value={l.code}>
                {l.code} · {l.name}
              </option>
            ))}
          </select>
        </label>
        <button className="btn-primary" disabled={level.isPending}>
          {t('agents.levelSubmit')}
        </button>
      </form>
      {error && (
        <p role="alert" className="text-danger lg:col-span-2">
          {errorText(error)}
        </p>
      )}
      {message && (
        <p role="status" className="lg:col-span-2">
          {message}
        </p>
      )}
    </div>
  );
}

/** One member's place in the tree: uplines, the team's totals from the roll-ups, its direct downlines. */
export default function AgentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = usePermissions();
  const [range, setRange] = useState<(typeof RANGES)[number]>('thisMonth');
  const [pageNo, setPageNo] = useState(1);
  const view = useQuery({
    queryKey: ['agent', id, range],
    queryFn: () => api<AgentView>('GET', `/agents/${id}?range=${range}`),
  });
  const below = useQuery({
    queryKey: ['agent', id, 'downlines', pageNo],
    queryFn: () =>
      api<{ list: AdminAgentRow[]; totalPages: number }>('GET', `/agents/${id}/downlines?pageNo=${pageNo}`),
  });
  if (view.isError) return <p role="alert">{errorText(view.error)}</p>;
  if (!view.data) return <p>{t('common.loading')}</p>;
  const { agent, uplines, team, levels } = view.data;
  return (
    <section className="space-y-4">
      <Link to="/agents" className="text-sm underline">
        {t('agents.back')}
      </Link>
      <h1 className="text-2xl font-extrabold">
        {agent.username} · {typeName(levels, agent.type, t('agents.member'))}
      </h1>
      <nav aria-label={t('agents.uplines')} className="text-sm">
        {t('agents.uplines')}:{' '}
        {uplines.length === 0
          ? t('agents.top')
          : uplines.map((u, i) => (
              <span key={u.id}>
                {i > 0 && ' ← '}
                <Link className="underline" to={`/agents/${u.id}`}>
                  {u.username}
                </Link>
              </span>
            ))}
      </nav>
      <div className="card space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold">{t('agents.team')}</h2>
          <select
            className="field"
            aria-label={t('agents.period')}
            value={range}
            onChange={(e) => setRange(e.target.value as (typeof RANGES)[number])}
          >
            {RANGES.map((r) => (
              <option key={r} value={r}>
                {t(`agents.range.${r}`)}
              </option>
            ))}
          </select>
        </div>
        {team ? (
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="agent-team-totals">
            {FIGURES.map((f) => (
              <div key={f}>
                <dt className="text-fg-muted">{t(`agents.figures.${f}`)}</dt>
                <dd className="font-mono">{team[f]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-fg-muted">{t('agents.noTeam')}</p>
        )}
      </div>
      {me.data?.permissions.includes('agents.write') && <Actions view={view.data} />}
      <h2 className="font-bold">{t('agents.downlines')}</h2>
      <DataTable
        label={t('agents.downlines')}
        rows={below.data?.list ?? []}
        columns={treeColumns(t, levels)}
        csvName={`downlines-${agent.username}`}
      />
      <Pager page={pageNo} pages={below.data?.totalPages ?? 0} onPage={setPageNo} />
    </section>
  );
}
