import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { Loading } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { useSessionValue } from '@/lib/session-store';
import { walletMemberQuery } from '@/lib/wallet/wallet-queries';
import { PaymentPasswordForm } from '@/components/money/payment-password-form';
import { centreQuery, codesQuery, downlinesQuery, fundDownline, openDownline, type Period } from '../api/agent-api';
import { Empty, FigureCard, Pager, PeriodPicker, Toolbar, useMemberSearch } from './parts';

const INPUT = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg';
const useToken = () => useSessionValue('token') ?? '';

/** The announcement entry: the agent's level and affiliate links (copy, QR) with their registration counts. */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const token = useToken();
  const centre = useQuery(centreQuery(token));
  const codes = useQuery(codesQuery(token));
  const [copied, setCopied] = useState<string | null>(null);
  const linkOf = (code: string) => `${window.location.origin}/register?affiliateCode=${code}`;
  return (
    <div className="space-y-3">
      <p className="rounded-xl border border-line bg-surface p-3 text-sm">{t('agent.announcement')}</p>
      {centre.data?.level ? (
        <p className="text-sm">
          {t('agent.level')}: <strong data-testid="agent-level">{centre.data.level.name}</strong>
        </p>
      ) : null}
      {!codes.data ? (
        <Loading />
      ) : (
        <ul className="space-y-2">
          {codes.data.list.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-center"
            >
              <div className="rounded-lg bg-white p-2 self-start">
                <QRCodeSVG value={linkOf(c.code)} size={96} level="M" title={t('agent.qr')} />
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {t('agent.affiliateLink')} · {c.label} ({c.code})
                </p>
                <p className="truncate text-sm text-fg-muted" data-testid="affiliate-link">
                  {linkOf(c.code)}
                </p>
                <p className="text-xs text-fg-muted">
                  {t('agent.registrations')}: {c.registrations}
                </p>
              </div>
              <Button
                variant="outline"
                onClick={() =>
                  void navigator.clipboard?.writeText(linkOf(c.code)).then(
                    () => setCopied(c.code),
                    () => setCopied(null),
                  )
                }
              >
                {copied === c.code ? t('agent.copied') : t('agent.copy')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The account registration centre: a member, or a sub-agent of a level below the agent's own. */
export function RegisterPage() {
  const { t } = useTranslation();
  const token = useToken();
  const client = useQueryClient();
  const centre = useQuery(centreQuery(token));
  const [form, setForm] = useState({ username: '', password: '', memberType: 0 });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const done = await openDownline(form);
      setMessage({ ok: true, text: t('agent.opened', { username: done.username }) });
      setForm({ username: '', password: '', memberType: form.memberType });
      await client.invalidateQueries({ queryKey: ['agent'] });
    } catch (error) {
      setMessage({ ok: false, text: t(errorMessageKey(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="max-w-md space-y-3" onSubmit={(e) => void submit(e)}>
      <label className="block text-sm">
        {t('agent.username')}
        <input
          className={INPUT}
          autoComplete="off"
          value={form.username}
          onChange={(e) => setForm({ ...form, username: e.target.value })}
        />
      </label>
      <label className="block text-sm">
        {t('agent.password')}
        <input
          className={INPUT}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
      </label>
      <label className="block text-sm">
        {t('agent.accountType')}
        <select
          className={INPUT}
          value={form.memberType}
          onChange={(e) => setForm({ ...form, memberType: Number(e.target.value) })}
        >
          <option value={0}>{t('agent.member')}</option>
          {(centre.data?.lowerLevels ?? []).map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      {message ? (
        message.ok ? (
          <p role="status" className="rounded-lg bg-success/10 p-2 text-sm text-success">
            {message.text}
          </p>
        ) : (
          <FormAlert>{message.text}</FormAlert>
        )
      ) : null}
      <Button type="submit" disabled={busy || !form.username || !form.password}>
        {t('agent.open')}
      </Button>
    </form>
  );
}

/** Funding needs the agent's payment password: one not set yet is set here first, as on the wallet pages. */
function FundForm(props: { id: string; username: string; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const info = useQuery({ ...walletMemberQuery(useToken()), enabled: Boolean(useToken()) });
  if (!info.data) return <Loading />;
  if (!info.data.hasPaymentPassword)
    return (
      <div className="mt-2 rounded-xl border border-line bg-surface p-3">
        <p className="mb-2 text-sm text-fg-muted">{t('wallet.paymentPasswordWhy')}</p>
        <PaymentPasswordForm hasPassword={false} compact />
      </div>
    );
  return <FundFields {...props} />;
}

function FundFields({ id, username, onDone }: { id: string; username: string; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const clientKey = `fund-${id}-${Date.now()}`;
      const done = await fundDownline({ downlineId: Number(id), amount, paymentPassword, clientKey });
      onDone(t('agent.funded', { amount: done.amount, username }));
    } catch (e) {
      setError(t(errorMessageKey(e)));
    }
  };
  return (
    <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={(e) => void submit(e)}>
      <label className="text-xs">
        {t('agent.amount')}
        <input className={INPUT} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label className="text-xs">
        {t('agent.paymentPassword')}
        <input
          className={INPUT}
          type="password"
          inputMode="numeric"
          value={paymentPassword}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <Button type="submit" size="sm">
        {t('agent.fund')}
      </Button>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </form>
  );
}

/** Downline management: search, period, one card per downline with its figures, and funding where allowed. */
export function DownlinesPage() {
  const { t } = useTranslation();
  const token = useToken();
  const client = useQueryClient();
  const centre = useQuery(centreQuery(token));
  const [range, setRange] = useState<Period['range']>('thisMonth');
  const [pageNo, setPage] = useState(1);
  const { search, searchBox } = useMemberSearch(() => setPage(1));
  const [funding, setFunding] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data } = useQuery(downlinesQuery(token, { range, pageNo, ...(search ? { search } : {}) }));
  const levelName = (type: number) =>
    type === 0 ? t('agent.member') : (centre.data?.lowerLevels.find((l) => l.code === type)?.name ?? String(type));
  return (
    <div>
      <Toolbar>
        <PeriodPicker value={range} onChange={setRange} />
        {searchBox}
      </Toolbar>
      {notice ? (
        <p role="status" className="mb-2 rounded-lg bg-success/10 p-2 text-sm text-success">
          {notice}
        </p>
      ) : null}
      {!data ? (
        <Loading />
      ) : (
        <>
          <ul className="space-y-2" data-testid="agent-downlines">
            {data.list.map((d) => (
              <div key={d.id}>
                <FigureCard
                  title={`${d.username} · ${levelName(d.type)} · ${t(`agent.status.${d.status}`)}`}
                  figures={[
                    [t('agent.registered'), d.registeredAt.slice(0, 10)],
                    [t('agent.lastLogin'), d.lastLoginAt ? d.lastLoginAt.slice(0, 10) : t('agent.never')],
                    [t('agent.balance'), d.balance],
                    [t('agent.teamSize'), d.teamSize],
                  ]}
                />
                {centre.data?.entries.transferDownline ? (
                  funding === d.id ? (
                    <FundForm
                      id={d.id}
                      username={d.username}
                      onDone={(text) => {
                        setNotice(text);
                        setFunding(null);
                        void client.invalidateQueries({ queryKey: ['agent'] });
                      }}
                    />
                  ) : (
                    <Button variant="ghost" size="sm" onClick={() => setFunding(d.id)}>
                      {t('agent.fund')} {d.username}
                    </Button>
                  )
                ) : null}
              </div>
            ))}
          </ul>
          {data.list.length === 0 ? <Empty /> : null}
          <Pager page={pageNo} pages={data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
