import type { Reward } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { GiftIcon, TicketIcon } from '@/components/ui/icons';
import { StatusPill } from '@/components/ui/page-blocks';
import { formatPoints } from './point-format';

/** Why a reward cannot be redeemed now, or null when it can. */
export function blockedReason(reward: Reward, points: number): 'soldOut' | 'limitReached' | 'needMore' | null {
  if (reward.stock === 0) return 'soldOut';
  if (reward.remainingForMember === 0) return 'limitReached';
  if (reward.price > points) return 'needMore';
  return null;
}

/** Generated art for a reward without a picture: a gradient of its own hue and its kind's icon. */
function RewardArt({ reward }: { reward: Reward }) {
  if (reward.imageUrl)
    return <img src={reward.imageUrl} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />;
  const hue = (reward.id * 67) % 360;
  const Icon = reward.kind === 'physical' ? GiftIcon : TicketIcon;
  return (
    <div
      aria-hidden="true"
      className="relative grid aspect-[4/3] w-full place-items-center overflow-hidden"
      style={{ background: `linear-gradient(135deg, hsl(${hue} 70% 58%), hsl(${(hue + 45) % 360} 65% 38%))` }}
    >
      <span className="absolute -top-6 -left-6 size-24 rounded-full bg-white/15" />
      <span className="absolute -right-8 -bottom-10 size-32 rounded-full bg-black/10" />
      <Icon size={56} className="relative text-white drop-shadow" />
    </div>
  );
}

export function RewardCard({ reward, points, onRedeem }: { reward: Reward; points: number; onRedeem: () => void }) {
  const { t, i18n } = useTranslation();
  const blocked = blockedReason(reward, points);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition hover:-translate-y-0.5">
      <div className="relative">
        <RewardArt reward={reward} />
        <div className="absolute top-2 left-2 flex gap-1.5">
          <StatusPill tone="neutral">{t(`points.reward.${reward.kind}`)}</StatusPill>
          {reward.vipLevel > 0 ? (
            <StatusPill tone="pending">{t('points.reward.vip', { level: reward.vipLevel })}</StatusPill>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-[15px] leading-snug font-bold">{reward.name}</h3>
        {reward.description ? <p className="line-clamp-2 text-xs text-fg-muted">{reward.description}</p> : null}
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <p className="text-lg font-black text-brand-fg tabular-nums">
            {t('points.pts', { points: formatPoints(reward.price, i18n.language) })}
          </p>
          <p className="text-right text-[11px] text-fg-muted">
            {reward.stock === 0 ? t('points.reward.soldOut') : t('points.reward.stock', { stock: reward.stock })}
          </p>
        </div>
        {reward.limitPerMember !== null && reward.remainingForMember !== null && reward.remainingForMember > 0 ? (
          <p className="text-[11px] text-fg-muted">
            {t('points.reward.limit', { remaining: reward.remainingForMember, limit: reward.limitPerMember })}
          </p>
        ) : null}
        <Button
          variant={blocked ? 'subtle' : 'gold'}
          disabled={blocked !== null}
          onClick={onRedeem}
          aria-label={`${t('points.reward.redeem')}: ${reward.name}`}
        >
          {blocked === null
            ? t('points.reward.redeem')
            : blocked === 'needMore'
              ? t('points.reward.needMore', { points: formatPoints(reward.price - points, i18n.language) })
              : t(`points.reward.${blocked}`)}
        </Button>
      </div>
    </li>
  );
}
