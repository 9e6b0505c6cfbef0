import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaffleDetail, RafflePrizeView } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { DetailRow, Loading, Panel, StatusPill } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';
import { claimRafflePrize, raffleDetailQuery } from '../api/promotions-api';
import { parts, useNow } from './countdown';
import { promoErrorText } from './promo-error';

type PrizeLike = Pick<RafflePrizeView, 'kind' | 'amount' | 'points' | 'multiple'>;

function usePrizeText() {
  const { t, i18n } = useTranslation();
  return (prize: PrizeLike) =>
    prize.kind === 'points'
      ? t('promo.reward.points', { count: prize.points ?? 0 })
      : prize.kind === 'bonus'
        ? t('promo.raffle.bonusPrize', {
            amount: formatMoney(prize.amount ?? '0', i18n.language),
            multiple: prize.multiple,
          })
        : formatMoney(prize.amount ?? '0', i18n.language);
}

/**
 * A raffle promotion's own panels: my tickets, the countdown to the draw and the committed hash;
 * after the draw the revealed seed, the winning tickets and my prizes with their Claim button.
 * Polled while the raffle is open, so the result appears once the draw has run.
 */
export function RafflePanel({ activityId, token }: { activityId: number; token: string }) {
  const { t } = useTranslation();
  const raffle = useQuery({
    ...raffleDetailQuery(token, activityId),
    refetchInterval: (query) => (query.state.data?.status === 'drawn' ? false : 15_000),
  });
  if (raffle.isPending) return <Loading />;
  if (raffle.isError) return <FormAlert>{t('promo.raffle.unavailable')}</FormAlert>;
  const r = raffle.data;
  return (
    <>
      {r.mine ? <MyTickets raffle={r} /> : null}
      <DrawPanel raffle={r} />
    </>
  );
}

function MyTickets({ raffle }: { raffle: RaffleDetail }) {
  const { t } = useTranslation();
  const mine = raffle.mine!;
  return (
    <Panel
      title={t('promo.raffle.myTickets')}
      action={<span className="text-lg font-extrabold tabular-nums">{mine.count}</span>}
    >
      {mine.count === 0 ? (
        <p className="text-sm text-fg-muted">{t('promo.raffle.noTickets')}</p>
      ) : (
        <ul aria-label={t('promo.raffle.ticketNumbers')} className="flex max-h-40 flex-wrap gap-1.5 overflow-y-auto">
          {mine.numbers.map((n) => (
            <li key={n} className="rounded-md bg-surface-2 px-2 py-1 font-mono text-xs font-semibold tabular-nums">
              #{n}
            </li>
          ))}
        </ul>
      )}
      {mine.prizes.length > 0 ? <MyPrizes prizes={mine.prizes} /> : null}
    </Panel>
  );
}

function MyPrizes({ prizes }: { prizes: RafflePrizeView[] }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const prizeText = usePrizeText();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');
  const claim = (id: number) => {
    setBusy(id);
    setError('');
    claimRafflePrize(client, id)
      .catch((e: unknown) => setError(promoErrorText(t, e, i18n.language)))
      .finally(() => setBusy(null));
  };
  return (
    <div className="mt-4 flex flex-col gap-2">
      <h4 className="text-sm font-bold">{t('promo.raffle.myPrizes')}</h4>
      {prizes.map((p) => (
        <div key={p.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-line px-3 py-2">
          <span className="text-sm font-semibold">
            {t('promo.raffle.rankTicket', { rank: p.rank, ticket: p.ticket })}
          </span>
          <span className="font-extrabold text-gold-fg tabular-nums">{prizeText(p)}</span>
          <span className="ml-auto">
            {p.state === 'claimable' ? (
              <Button size="sm" disabled={busy === p.id} onClick={() => claim(p.id)}>
                {t('promo.action.claim')}
              </Button>
            ) : (
              <StatusPill tone={p.state === 'claimed' ? 'success' : 'neutral'}>
                {t(`promo.raffle.prizeState.${p.state}`)}
              </StatusPill>
            )}
          </span>
          {p.state === 'claimable' ? (
            <p className="w-full text-xs text-fg-muted">
              {t('promo.raffle.claimUntil', {
                date: new Date(p.claimUntil).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </p>
          ) : null}
        </div>
      ))}
      <FormAlert>{error}</FormAlert>
    </div>
  );
}

function DrawPanel({ raffle }: { raffle: RaffleDetail }) {
  const { t, i18n } = useTranslation();
  const now = useNow(1_000);
  const drawn = raffle.status === 'drawn';
  const due = Date.parse(raffle.drawAt) <= now.getTime();
  const drawAt = new Date(raffle.drawAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Panel
      title={t('promo.raffle.draw')}
      action={<StatusPill tone={drawn ? 'success' : 'pending'}>{t(`promo.raffle.status.${raffle.status}`)}</StatusPill>}
    >
      {!drawn ? (
        <p role="timer" className="text-2xl font-extrabold tabular-nums">
          {due
            ? t('promo.raffle.drawing')
            : t('promo.raffle.drawIn', { time: t('promo.countdown', parts(raffle.drawAt, now)) })}
        </p>
      ) : null}
      <dl className="mt-2 flex flex-col">
        <DetailRow label={t('promo.raffle.drawAt')}>{drawAt}</DetailRow>
        <DetailRow label={t('promo.raffle.ticketsIssued')}>{raffle.ticketsIssued}</DetailRow>
      </dl>
      <FairLine label={t('promo.raffle.hash')} value={raffle.hash} />
      {raffle.seed ? <FairLine label={t('promo.raffle.seed')} value={raffle.seed} /> : null}
      <p className="mt-2 text-xs text-fg-muted">{t(drawn ? 'promo.raffle.verifyHint' : 'promo.raffle.hashHint')}</p>
      {drawn ? (
        <>
          <h4 className="mt-4 mb-2 text-sm font-bold">{t('promo.raffle.winners')}</h4>
          {raffle.winners.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('promo.raffle.noWinners')}</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-fg-muted">
                  <th className="py-1 font-semibold">{t('promo.raffle.rank')}</th>
                  <th className="py-1 font-semibold">{t('promo.raffle.ticket')}</th>
                  <th className="py-1 font-semibold">{t('promo.raffle.member')}</th>
                </tr>
              </thead>
              <tbody>
                {raffle.winners.map((w) => (
                  <tr key={w.rank} className="border-t border-line">
                    <td className="py-1.5 tabular-nums">{w.rank}</td>
                    <td className="py-1.5 font-mono tabular-nums">#{w.ticket}</td>
                    <td className="py-1.5">{w.member}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </Panel>
  );
}

function FairLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="mt-3">
      <div className="text-xs font-semibold text-fg-muted">{label}</div>
      <code className="mt-1 block rounded-md bg-surface-2 px-2 py-1.5 font-mono text-xs break-all">{value}</code>
    </div>
  );
}

/** The raffle's terms: how tickets are earned and the prizes, first prize first. */
export function RaffleTerms({ activityId, token }: { activityId: number; token: string }) {
  const { t, i18n } = useTranslation();
  const prizeText = usePrizeText();
  const raffle = useQuery(raffleDetailQuery(token, activityId));
  if (!raffle.data) return null;
  const { rule, prizes } = raffle.data;
  return (
    <Panel title={t('promo.terms.title')} className="self-start">
      <dl className="flex flex-col gap-1">
        {rule.perTurnover ? (
          <DetailRow label={t('promo.raffle.perTurnover')}>{formatMoney(rule.perTurnover, i18n.language)}</DetailRow>
        ) : null}
        {rule.perDeposit ? (
          <DetailRow label={t('promo.raffle.perDeposit')}>{formatMoney(rule.perDeposit, i18n.language)}</DetailRow>
        ) : null}
        <DetailRow label={t('promo.raffle.maxPerMember')}>{rule.maxPerMember ?? t('promo.terms.none')}</DetailRow>
      </dl>
      <h4 className="mt-4 mb-2 text-xs font-bold text-fg-muted">{t('promo.raffle.prizes')}</h4>
      <ol className="flex flex-col gap-1">
        {prizes.map((p) => (
          <li key={p.rank} className="flex justify-between gap-3 text-sm">
            <span className="text-fg-muted">{t('promo.raffle.rankShort', { rank: p.rank })}</span>
            <span className="font-semibold tabular-nums">{prizeText(p)}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
