import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardItem } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { CrownIcon, GiftIcon, TicketIcon, UsersIcon } from '@/components/ui/icons';
import type { IconProps } from '@/components/ui/line-icon';
import { PercentIcon, TargetIcon } from '@/components/ui/money-icons';
import { StatusPill, type Tone } from '@/components/ui/page-blocks';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';

const ICON: Record<RewardItem['source'], ComponentType<IconProps>> = {
  promotion: GiftIcon,
  mission: TargetIcon,
  rebate: PercentIcon,
  referral: UsersIcon,
  points: TicketIcon,
  vip: CrownIcon,
  raffle: TicketIcon,
};

const TONE: Record<RewardItem['status'], Tone> = {
  claimable: 'brand',
  in_progress: 'pending',
  in_review: 'pending',
  issued: 'success',
  claimed: 'success',
  rejected: 'danger',
  expired: 'neutral',
  forfeited: 'danger',
};

/** Now, refreshed every half minute while shown (the countdowns' clock). */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** "Claim within 2d 3h 10m", "Expires in …": what the deadline of this state means, or nothing once past. */
function Countdown({ item }: { item: RewardItem }) {
  const { t } = useTranslation();
  const now = useNow();
  if (item.endsAt === null) return null;
  const minutes = Math.ceil((Date.parse(item.endsAt) - now.getTime()) / 60_000);
  if (minutes <= 0) return null;
  const time = t('rewardCentre.countdown', {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  });
  const text =
    item.status === 'claimable'
      ? t('rewardCentre.claimBy', { time })
      : item.kind === 'bonus' || item.kind === 'expiring'
        ? t('rewardCentre.expiresIn', { time })
        : item.kind === 'rebate'
          ? t('rewardCentre.closesIn', { time })
          : t('rewardCentre.endsIn', { time });
  return (
    <time dateTime={item.endsAt} className="text-xs font-semibold text-fg-muted tabular-nums">
      {text}
    </time>
  );
}

/** The name a member reads: the reward's own title, a game category's name, or what kind of reward it is. */
export function useRewardTitle() {
  const { t, i18n } = useTranslation();
  return (item: RewardItem) => {
    if (item.source === 'rebate') {
      const key = `vip.category.${item.title}`;
      return i18n.exists(key) ? t(key as 'vip.category.RNG') : item.title;
    }
    if (item.source === 'referral') return t(`rewardCentre.kind.${item.kind}`);
    return item.title || t(`rewardCentre.kind.${item.kind}`);
  };
}

function Progress({ progress }: { progress: NonNullable<RewardItem['progress']> }) {
  const { t, i18n } = useTranslation();
  // Money progress reads as money; counts (rounds, days) stay whole numbers.
  const shown = (v: string) => (v.includes('.') ? formatMoney(v, i18n.language) : v);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-label={t('rewardCentre.progress', { done: shown(progress.done), target: shown(progress.target) })}
        className="h-2 overflow-hidden rounded-full bg-surface-3"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="flex justify-between gap-3 text-xs text-fg-muted tabular-nums">
        <span>{t('rewardCentre.progress', { done: shown(progress.done), target: shown(progress.target) })}</span>
        <span className="font-bold text-fg">{progress.percent}%</span>
      </p>
    </div>
  );
}

/**
 * One reward as a card: where it comes from, what it is worth, its state, its progress and
 * deadline while it is being earned, and the Claim action when its module has a claim call.
 */
export function RewardCard({
  item,
  onClaim,
  busy,
  compact,
}: {
  item: RewardItem;
  onClaim?: ((item: RewardItem) => void) | undefined;
  busy?: boolean;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const title = useRewardTitle();
  const Icon = ICON[item.source];
  const worth =
    item.amount !== null
      ? formatMoney(item.amount, i18n.language)
      : item.points !== null
        ? t('rewardCentre.points', { points: item.points.toLocaleString(i18n.language) })
        : null;
  const note = item.note === 'withheld' ? t('rewardCentre.withheld') : item.note;
  // The kind when it says more than the source does (a bonus, a prize, a birthday …).
  // (A raffle's prize is what the source says already: "prize" names a leaderboard's.)
  const plainKind =
    item.kind === 'reward' || item.kind === 'mission' || item.kind === 'rebate' || item.source === 'raffle';
  const detail = [
    t(`rewardCentre.source.${item.source}`),
    item.source === 'referral' ? item.title : plainKind ? null : t(`rewardCentre.kind.${item.kind}`),
    note,
  ].filter(Boolean);
  return (
    <article
      data-testid={`reward-${item.id}`}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4',
        item.status === 'claimable' && 'border-brand/40 bg-brand-soft/30',
        compact && 'gap-2 rounded-xl p-3 sm:flex-row sm:items-center',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-surface-2 text-brand-fg" aria-hidden>
          <Icon size={18} />
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="line-clamp-2 text-sm font-bold break-words">{title(item)}</h4>
          <p className="truncate text-xs text-fg-muted">{detail.join(' · ')}</p>
          {compact ? (
            <p className="text-xs text-fg-muted tabular-nums">{formatDateTime(item.at, i18n.language)}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {worth ? <span className="text-sm font-extrabold tabular-nums">{worth}</span> : null}
          <StatusPill tone={TONE[item.status]}>{t(`rewardCentre.status.${item.status}`)}</StatusPill>
        </div>
      </div>
      {item.progress ? <Progress progress={item.progress} /> : null}
      {!compact && (item.endsAt || item.claim) ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Countdown item={item} />
          {item.claim && onClaim ? (
            <Button
              size="sm"
              disabled={busy}
              aria-label={`${t('rewardCentre.claim')}: ${title(item)}`}
              onClick={() => onClaim(item)}
            >
              {busy ? t('rewardCentre.claiming') : t('rewardCentre.claim')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
