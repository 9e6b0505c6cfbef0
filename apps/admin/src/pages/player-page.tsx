import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminPlayerRow } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { usePermissions } from '../lib/session';
import { PlayerVip } from './vip/player-vip';

type Line = {
  transactionId: string;
  kind: string;
  account: string;
  amount: string;
  balanceAfter: string;
  createdAt: string;
};
type Player = {
  player: AdminPlayerRow & { upline: string | null; currency: string };
  balances: { account: string; balance: string }[];
  ledger: Line[];
};
type Adjusted = { status: 'applied'; balance: string } | { status: 'pending'; requestId: string };

function AdjustForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const adjust = useMutation({
    mutationFn: (body: { amount: string; reason: string }) =>
      api<Adjusted>('POST', '/adjustments', { username, ...body, clientKey: crypto.randomUUID() }),
    onSuccess: (result) => {
      setMessage(
        result.status === 'applied'
          ? t('player.applied', { balance: result.balance })
          : t('player.pending', { id: result.requestId }),
      );
      void client.invalidateQueries({ queryKey: ['player'] });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    adjust.mutate({ amount: String(form.get('amount')), reason: String(form.get('reason')) });
  };
  return (
    <form className="card space-y-3" onSubmit={submit}>
      <h2 className="font-bold">{t('player.adjust')}</h2>
      <div className="flex flex-wrap gap-3">
        <label className="flex flex-col gap-1">
          {t('player.adjustAmount')}
          <input name="amount" className="field" required inputMode="decimal" pattern="-?\d+(\.\d{1,3})?" />
        </label>
        <label className="flex min-w-64 flex-1 flex-col gap-1">
          {t('player.reason')}
          <input name="reason" className="field" required maxLength={200} />
        </label>
      </div>
      <button className="btn-primary" disabled={adjust.isPending}>
        {t('player.adjustSubmit')}
      </button>
      {adjust.isError && (
        <p role="alert" className="text-danger">
          {errorText(adjust.error)}
        </p>
      )}
      {message && <p role="status">{message}</p>}
    </form>
  );
}

export default function PlayerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = usePermissions();
  const player = useQuery({ queryKey: ['player', id], queryFn: () => api<Player>('GET', `/players/${id}`) });
  const columns: ColumnDef<Line, unknown>[] = [
    { accessorKey: 'createdAt', header: t('player.at') },
    { accessorKey: 'kind', header: t('player.kind') },
    { accessorKey: 'account', header: t('player.account') },
    { accessorKey: 'amount', header: t('player.amount') },
    { accessorKey: 'balanceAfter', header: t('player.balanceAfter') },
  ];
  if (player.isError) return <p role="alert">{errorText(player.error)}</p>;
  if (!player.data) return <p>{t('common.loading')}</p>;
  const { player: p, balances, ledger } = player.data;
  return (
    <section className="space-y-4">
      <Link to="/players" className="text-sm underline">
        {t('player.back')}
      </Link>
      <h1 className="text-2xl font-extrabold">{p.username}</h1>
      <div className="grid gap-4 lg:grid-cols-2">
        <dl className="card grid grid-cols-2 gap-2 text-sm">
          <dt className="text-fg-muted">{t('players.nickname')}</dt>
          <dd>{p.nickname}</dd>
          <dt className="text-fg-muted">{t('players.mobile')}</dt>
          <dd>{p.mobile ?? '—'}</dd>
          <dt className="text-fg-muted">{t('players.email')}</dt>
          <dd>{p.email ?? '—'}</dd>
          <dt className="text-fg-muted">{t('player.upline')}</dt>
          <dd>{p.upline ?? '—'}</dd>
          <dt className="text-fg-muted">{t('players.registered')}</dt>
          <dd>{p.createdAt}</dd>
        </dl>
        <div className="card">
          <h2 className="mb-2 font-bold">{t('player.balances')}</h2>
          <ul className="space-y-1 text-sm" aria-label={t('player.balances')}>
            {balances.map((b) => (
              <li key={b.account} className="flex justify-between">
                <span>{b.account}</span>
                <span className="font-mono" data-account={b.account}>
                  {b.balance} {p.currency}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {me.data?.permissions.includes('money.adjust') && <AdjustForm username={p.username} />}
      {me.data?.permissions.includes('vip.read') && (
        <PlayerVip id={p.id} mayWrite={me.data.permissions.includes('vip.write')} />
      )}
      <h2 className="font-bold">{t('player.ledger')}</h2>
      <DataTable label={t('player.ledger')} rows={ledger} columns={columns} csvName={`ledger-${p.username}`} />
    </section>
  );
}
