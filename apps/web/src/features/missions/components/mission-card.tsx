import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MissionKind, MissionView } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { CheckIcon, DiceIcon, UserIcon } from '@/components/ui/icons';
import { ArrowDownIcon, ChartIcon, TargetIcon } from '@/components/ui/money-icons';
import { StatusPill } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { claimMissionReward } from '../api/missions-api';

const KIND_ICON: Record<MissionKind, typeof DiceIcon> = {
  rounds: DiceIcon,
  wager: ChartIcon,
  multiplier: TargetIcon,
  deposit: ArrowDownIcon,
  login_days: UserIcon,
};

/** A refused claim in words; an unfinished one names where the member stands ({ progress, target }). */
function claimError(t: TFunction, error: unknown): string {
  const stands = isApiError(error) && error.value && typeof error.value === 'object' ? error.value : {};
  return String(t(errorMessageKey(error), stands as Record<string, unknown>));
}

/** Money kinds show amounts in the brand's format; counts stay whole numbers. */
const isMoney = (kind: MissionKind) => kind === 'wager' || kind === 'deposit';

/**
 * One mission: what counts, a progress bar with the numbers, the reward and the score it adds to
 * the leaderboard, and the action its state allows (claim, or a "claimed" mark).
 */
export function MissionCard({ mission }: { mission: MissionView }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const Icon = KIND_ICON[mission.kind];
  const money = (v: string) => formatMoney(v, i18n.language);
  const value = (v: string) => (isMoney(mission.kind) ? money(v) : v);
  const claimable = mission.state === 'claimable';
  const done = mission.state !== 'in_progress';

  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      const claimed = await claimMissionReward(client, mission.id);
      setPaid(claimed.reward);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      data-mission={mission.code}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-surface p-4 transition',
        claimable ? 'border-brand shadow-card' : 'border-line',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-xl',
            done ? 'bg-success-soft text-success' : 'bg-brand-soft text-brand-fg',
          )}
        >
          {mission.state === 'claimed' ? <CheckIcon size={18} /> : <Icon size={18} />}
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="text-sm leading-snug font-bold break-words">{mission.title}</h4>
          <p className="mt-0.5 text-xs text-fg-muted">
            {mission.kind === 'multiplier'
              ? t('missions.kind.multiplier', { multiplier: mission.multiplier ?? '' })
              : t(`missions.kind.${mission.kind}`)}
          </p>
        </div>
        <StatusPill tone={mission.state === 'claimed' ? 'success' : claimable ? 'brand' : 'neutral'}>
          {t(`missions.state.${mission.state}`)}
        </StatusPill>
      </div>
      <div className="flex flex-col gap-1.5">
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={mission.percent}
          aria-label={t('missions.progressLabel', { title: mission.title, percent: mission.percent })}
          className="h-2.5 overflow-hidden rounded-full bg-surface-3"
        >
          <div
            className={cn('h-full rounded-full transition-[width] duration-500', done ? 'bg-success' : 'bg-brand')}
            style={{ width: `${mission.percent}%` }}
          />
        </div>
        <p className="flex justify-between gap-3 text-xs text-fg-muted tabular-nums">
          <span>
            {value(mission.progress)} / {value(mission.target)}
          </span>
          <span className="font-bold text-fg">{mission.percent}%</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="flex-1 text-xs text-fg-muted">
          {t('missions.reward')}{' '}
          <span className="text-sm font-extrabold text-fg tabular-nums">{money(mission.reward)}</span>
          <span className="ml-2 rounded-md bg-gold/20 px-1.5 py-0.5 text-[11px] font-bold text-gold-fg">
            {t('missions.score', { score: mission.score })}
          </span>
        </p>
        {claimable ? (
          <Button size="sm" variant="gold" disabled={busy} onClick={() => void claim()}>
            {t('missions.claim', { amount: money(mission.reward) })}
          </Button>
        ) : null}
      </div>
      {paid ? (
        <p role="status" className="text-xs font-semibold text-success">
          {t('missions.claimedToast', { amount: money(paid) })}
        </p>
      ) : null}
      {error ? <FormAlert>{claimError(t as TFunction, error)}</FormAlert> : null}
    </article>
  );
}
