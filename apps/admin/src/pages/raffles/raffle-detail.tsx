import { useQuery } from '@tanstack/react-query';
import type { AdminRaffleDetail } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../../lib/api';
import { localTime } from '../../lib/local-time';

/** One raffle: its hash and (once drawn) seed, who holds tickets, and the winners with their prize's state. */
export function RaffleDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery({
    queryKey: ['raffles', id],
    queryFn: () => api<AdminRaffleDetail>('GET', `/raffles/${id}`),
  });
  if (detail.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(detail.error)}
      </p>
    );
  const r = detail.data;
  if (!r) return null;
  return (
    <section className="card space-y-4" aria-labelledby="raffle-detail-title">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="raffle-detail-title" className="text-lg font-bold">
          {r.title}
        </h3>
        <span className="text-sm text-fg-muted">
          {t(`raffles.statuses.${r.status}`)} · {t('raffles.drawAt')} {localTime(r.drawAt, i18n.language)}
        </span>
        <button type="button" className="btn-secondary ml-auto" onClick={onClose}>
          {t('raffles.close')}
        </button>
      </div>
      <dl className="grid gap-2 text-sm">
        <dt className="font-semibold">{t('raffles.hash')}</dt>
        <dd className="font-mono break-all">{r.hash}</dd>
        <dt className="font-semibold">{t('raffles.seed')}</dt>
        <dd className="font-mono break-all">{r.seed ?? t('raffles.seedHidden')}</dd>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <table className="w-full text-sm" aria-label={t('raffles.holders')}>
          <caption className="mb-2 text-left font-bold">
            {t('raffles.holders')} ({r.ticketsIssued})
          </caption>
          <thead>
            <tr className="text-left">
              <th>{t('raffles.member')}</th>
              <th>{t('raffles.tickets')}</th>
              <th>{t('raffles.first')}</th>
            </tr>
          </thead>
          <tbody>
            {r.holders.map((h) => (
              <tr key={h.member} className="border-t border-line">
                <td>{h.member}</td>
                <td className="tabular-nums">{h.tickets}</td>
                <td className="tabular-nums">#{h.first}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <h4 className="mb-2 font-bold">{t('raffles.winners')}</h4>
          {r.winners.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('raffles.noWinners')}</p>
          ) : (
            <table className="w-full text-sm" aria-label={t('raffles.winners')}>
              <thead>
                <tr className="text-left">
                  <th>{t('raffles.rank')}</th>
                  <th>{t('raffles.ticket')}</th>
                  <th>{t('raffles.member')}</th>
                  <th>{t('raffles.prize')}</th>
                  <th>{t('raffles.state')}</th>
                </tr>
              </thead>
              <tbody>
                {r.winners.map((w) => (
                  <tr key={w.rank} className="border-t border-line">
                    <td className="tabular-nums">{w.rank}</td>
                    <td className="tabular-nums">#{w.ticket}</td>
                    <td>{w.member}</td>
                    <td className="tabular-nums">{w.amount ?? t('raffles.points', { count: w.points ?? 0 })}</td>
                    <td>{t(`raffles.prizeStates.${w.state}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}
