import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LeaderboardRow } from '@arcadia/contracts';
import { FormAlert } from '@/components/ui/form';
import { CrownIcon } from '@/components/ui/icons';
import { EmptyState, Loading, Panel, StatusPill } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { missionLeaderboardQuery } from '../api/missions-api';
import { ResetCountdown } from './reset-countdown';

type Period = 'current' | 'previous';

/** Gold, silver and bronze for the first three places; the rest plain. */
const MEDAL = ['bg-gold text-on-gold', 'bg-surface-3 text-fg ring-1 ring-line', 'bg-[#8a5a2b] text-white'];

function RankBadge({ rank }: { rank: number }) {
  return (
    <span
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full text-xs font-black tabular-nums',
        MEDAL[rank - 1] ?? 'bg-surface-2 text-fg-muted',
      )}
    >
      {rank}
    </span>
  );
}

function Row({ row }: { row: LeaderboardRow }) {
  const { t, i18n } = useTranslation();
  return (
    <li
      aria-current={row.me || undefined}
      className={cn(
        'flex items-center gap-3 rounded-xl px-2.5 py-2',
        row.me ? 'bg-brand-soft text-brand-fg ring-1 ring-brand/40' : 'odd:bg-surface-2/60',
      )}
    >
      <RankBadge rank={row.rank} />
      <span className="min-w-0 flex-1 truncate text-sm font-semibold">
        {row.nickname}
        {row.me ? <span className="ml-1.5 text-[11px] font-bold uppercase">({t('missions.board.you')})</span> : null}
      </span>
      <span className="text-sm font-bold tabular-nums">{row.score}</span>
      <span className="w-20 text-right text-xs font-semibold tabular-nums sm:w-24">
        {row.prize ? formatMoney(row.prize, i18n.language) : '—'}
      </span>
    </li>
  );
}

/**
 * The mission leaderboard: this period's (or the last one's) ranking by mission score, the prizes
 * for the top places, a clock to the period's end, and the member's own place wherever it is.
 */
export function MissionLeaderboard({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [period, setPeriod] = useState<Period>('current');
  const board = useQuery({ ...missionLeaderboardQuery(token, undefined, period), enabled: Boolean(token) });
  if (board.isPending) return <Loading />;
  if (board.isError) return <FormAlert>{t(errorMessageKey(board.error))}</FormAlert>;
  if (!board.data) return <EmptyState icon={<CrownIcon size={20} />} title={t('missions.board.none')} />;
  const data = board.data;
  const mineShown = data.list.some((r) => r.me);

  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <CrownIcon size={18} className="text-gold-fg" />
          {t('missions.board.title')}: {data.title}
        </span>
      }
      action={
        data.settled ? (
          <StatusPill tone="success">{t('missions.board.settled')}</StatusPill>
        ) : (
          <ResetCountdown
            at={data.endsAt}
            label="missions.board.endsIn"
            onElapsed={() => void client.invalidateQueries({ queryKey: ['missions'] })}
          />
        )
      }
    >
      <div
        role="group"
        aria-label={t('missions.board.period')}
        className="mb-4 inline-flex rounded-xl bg-surface-2 p-1"
      >
        {(['current', 'previous'] as const).map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={period === p}
            onClick={() => setPeriod(p)}
            className={cn(
              'min-h-9 rounded-lg px-3 text-xs font-bold transition focus-visible:outline-2 focus-visible:outline-ring',
              period === p ? 'bg-surface text-fg shadow-card' : 'text-fg-muted hover:text-fg',
            )}
          >
            {t(p === 'current' ? 'missions.board.current' : 'missions.board.previous')}
          </button>
        ))}
      </div>
      <div className="mb-4">
        <p className="mb-2 text-xs font-semibold text-fg-muted">{t('missions.board.prizes')}</p>
        <ol className="grid grid-cols-3 gap-2">
          {data.prizes.slice(0, 3).map((prize, i) => (
            <li key={i} className="flex flex-col items-center gap-1 rounded-xl bg-surface-2/70 px-2 py-2.5">
              <RankBadge rank={i + 1} />
              <span className="text-sm font-extrabold tabular-nums">{formatMoney(prize, i18n.language)}</span>
            </li>
          ))}
        </ol>
      </div>
      {data.list.length === 0 ? (
        <EmptyState icon={<CrownIcon size={20} />} title={t('missions.board.empty')} />
      ) : (
        <>
          <div className="mb-1 flex gap-3 px-2.5 text-[11px] font-bold text-fg-muted uppercase">
            <span className="w-8 shrink-0 text-center">
              <span aria-hidden>#</span>
              <span className="sr-only">{t('missions.board.rank')}</span>
            </span>
            <span className="flex-1">{t('missions.board.player')}</span>
            <span>{t('missions.board.score')}</span>
            <span className="w-20 text-right sm:w-24">{t('missions.board.prize')}</span>
          </div>
          <ol aria-label={t('missions.board.title')} className="flex flex-col gap-1">
            {data.list.map((row) => (
              <Row key={row.rank} row={row} />
            ))}
            {data.mine && !mineShown ? <Row row={data.mine} /> : null}
          </ol>
        </>
      )}
      <p className="mt-3 text-xs font-semibold" data-testid="my-rank">
        {data.mine
          ? t('missions.board.mine', { rank: data.mine.rank, score: data.mine.score })
          : t('missions.board.notRanked')}
      </p>
      <p className="mt-1 text-xs text-fg-muted">{t('missions.board.ties')}</p>
    </Panel>
  );
}
