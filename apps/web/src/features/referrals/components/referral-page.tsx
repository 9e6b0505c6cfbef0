import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { ReferralRewardState, ReferralSummary } from '@arcadia/contracts';
import { GiftIcon, UsersIcon } from '@/components/ui/icons';
import { CopyButton, EmptyState, Loading, Panel, StatusPill, type Tone } from '@/components/ui/page-blocks';
import { FormAlert } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n';
import { useReferralTexts } from '@/i18n/referral-texts';
import { formatDay } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { referralSummaryQuery } from '../api/referrals-api';
import { ShareLinks } from './share-links';

const STATE_TONE: Record<ReferralRewardState, Tone> = { paid: 'success', held: 'pending', rejected: 'danger' };

/**
 * The member centre's invite friends (page key `referral`): the member's link with a copy button, a
 * QR code and share links; what each milestone a friend reaches pays; the friends who joined
 * (masked) and their rewards. Rendered in the member centre's modal, outside the router.
 */
export default function ReferralPage() {
  const { t } = useTranslation();
  const ready = useReferralTexts();
  const token = useSessionValue('token') ?? '';
  const summary = useQuery({ ...referralSummaryQuery(token), enabled: Boolean(token) });
  if (!ready || summary.isPending) return <Loading />;
  if (summary.isError) return <FormAlert>{t(errorMessageKey(summary.error))}</FormAlert>;
  return <ReferralView summary={summary.data} />;
}

function ReferralView({ summary }: { summary: ReferralSummary }) {
  const { t, i18n } = useTranslation();
  const money = (v: string) => formatMoney(v, i18n.language);
  const figures = [
    { label: t('referrals.invited'), value: String(summary.invited) },
    { label: t('referrals.paid'), value: money(summary.totals.paid) },
    { label: t('referrals.held'), value: money(summary.totals.held) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <section className="rounded-2xl bg-gradient-violet p-4 text-on-violet shadow-card sm:p-5">
        <h3 className="text-lg font-extrabold">{t('referrals.title')}</h3>
        <p className="mt-1 text-xs opacity-90">{t('referrals.intro')}</p>
        <dl className="mt-4 grid grid-cols-3 gap-2">
          {figures.map((f) => (
            <div key={f.label} className="min-w-0 rounded-xl bg-white/15 px-2 py-2 text-center">
              <dt className="text-[11px] leading-tight opacity-90">{f.label}</dt>
              <dd className="text-base font-extrabold tabular-nums">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Panel title={t('referrals.link')}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="self-center rounded-xl bg-white p-2 sm:self-start">
            <QRCodeSVG value={summary.link} size={120} level="M" title={t('referrals.qr')} />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <p className="text-sm">
              {t('referrals.code')}:{' '}
              <strong data-testid="referral-code" className="font-mono tracking-wider">
                {summary.code}
              </strong>
            </p>
            <div className="flex items-center gap-2 rounded-lg border border-line bg-surface-2 px-3 py-2">
              <span data-testid="referral-link" className="min-w-0 flex-1 text-sm break-all">
                {summary.link}
              </span>
              <CopyButton value={summary.link} label={t('referrals.link')} />
            </div>
            <ShareLinks link={summary.link} />
          </div>
        </div>
      </Panel>

      <Panel title={t('referrals.milestonesTitle')}>
        {summary.milestones.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('referrals.noMilestones')}</p>
        ) : (
          <ol className="grid gap-2 sm:grid-cols-3">
            {summary.milestones.map((m) => (
              <li key={m.milestone} className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-fg">
                  <GiftIcon size={18} />
                </span>
                <div className="min-w-0">
                  <p className="text-xs text-fg-muted">
                    {t(`referrals.milestone.${m.milestone}`, { amount: m.threshold ? money(m.threshold) : '' })}
                  </p>
                  <p className="text-sm font-bold tabular-nums">+{money(m.reward)}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-3 text-xs text-fg-muted">{t('referrals.cashNote')}</p>
      </Panel>

      <Panel title={t('referrals.friendsTitle')}>
        {summary.referred.length === 0 ? (
          <EmptyState icon={<UsersIcon size={20} />} title={t('referrals.empty')} hint={t('referrals.emptyHint')} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-fg-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t('referrals.friend')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t('referrals.registeredAt')}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t('referrals.rewards')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.referred.map((friend, i) => (
                  <tr key={`${friend.username}-${i}`} className="border-t border-line align-top">
                    <td className="py-2 pr-3 font-mono">{friend.username}</td>
                    <td className="py-2 pr-3 whitespace-nowrap text-fg-muted">{formatDay(friend.registeredAt)}</td>
                    <td className="py-2">
                      {friend.rewards.length === 0 ? (
                        <span className="text-fg-muted">{t('referrals.noReward')}</span>
                      ) : (
                        <ul className="flex flex-wrap gap-1.5">
                          {friend.rewards.map((r) => (
                            <li key={r.milestone}>
                              <StatusPill tone={STATE_TONE[r.state]}>
                                {t(`referrals.short.${r.milestone}`)} {money(r.amount)} ·{' '}
                                {t(`referrals.state.${r.state}`)}
                              </StatusPill>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {Number(summary.totals.held) > 0 ? (
          <p className="mt-3 text-xs text-fg-muted">{t('referrals.heldNote')}</p>
        ) : null}
      </Panel>
    </div>
  );
}
