import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MISSION_CADENCES, type MissionView } from '@arcadia/contracts';
import { FormAlert } from '@/components/ui/form';
import { TargetIcon } from '@/components/ui/money-icons';
import { EmptyState, Loading } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { useMissionTexts } from '@/i18n/mission-texts';
import { useSessionValue } from '@/lib/session-store';
import { missionSummaryQuery } from '../api/missions-api';
import { MissionCard } from './mission-card';
import { MissionLeaderboard } from './mission-leaderboard';
import { ResetCountdown } from './reset-countdown';

/**
 * The member centre's mission activity (missionLeaderboard): how many missions are done and ready
 * to claim, each cadence's missions with its clock to the reset, and the leaderboard. Rendered in
 * the member centre's modal, outside the router.
 */
export default function MissionActivityPage() {
  const { t } = useTranslation();
  const ready = useMissionTexts();
  const client = useQueryClient();
  const token = useSessionValue('token') ?? '';
  const summary = useQuery({ ...missionSummaryQuery(token), enabled: Boolean(token) });
  if (!ready || summary.isPending) return <Loading />;
  if (summary.isError) return <FormAlert>{t(errorMessageKey(summary.error))}</FormAlert>;
  const { missions, claimable, completed, total } = summary.data;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const refresh = () => void client.invalidateQueries({ queryKey: ['missions'] });

  return (
    <div className="flex flex-col gap-4">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-violet p-4 text-on-violet shadow-card sm:p-5">
        <div className="flex flex-wrap items-center gap-4">
          <div
            role="img"
            aria-label={t('missions.done', { completed, total })}
            className="grid size-16 shrink-0 place-items-center rounded-full"
            style={{ background: `conic-gradient(currentColor ${percent * 3.6}deg, rgb(255 255 255 / 0.25) 0deg)` }}
          >
            <span className="grid size-12 place-items-center rounded-full bg-gradient-violet">
              <TargetIcon size={22} />
            </span>
          </div>
          <div className="min-w-[12rem] flex-1">
            <p className="text-lg font-extrabold tabular-nums">{t('missions.done', { completed, total })}</p>
            <p className="mt-0.5 text-xs opacity-90">{t('missions.intro')}</p>
          </div>
          {claimable > 0 ? (
            <span
              data-testid="mission-ready"
              className="rounded-full bg-gradient-gold px-2.5 py-1 text-xs font-black whitespace-nowrap text-on-gold"
            >
              {t('missions.ready', { number: claimable })}
            </span>
          ) : null}
        </div>
      </section>

      {missions.length === 0 ? (
        <EmptyState icon={<TargetIcon size={20} />} title={t('missions.empty')} hint={t('missions.emptyHint')} />
      ) : (
        MISSION_CADENCES.map((cadence) => {
          const group: MissionView[] = missions.filter((m) => m.cadence === cadence);
          if (group.length === 0) return null;
          return (
            <section key={cadence} aria-labelledby={`missions-${cadence}`} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`missions-${cadence}`} className="text-[15px] font-bold">
                  {t(`missions.cadence.${cadence}`)}
                </h3>
                <ResetCountdown at={group[0]!.resetsAt} label="missions.resetsIn" onElapsed={refresh} />
              </div>
              <div className="grid gap-3 lg:grid-cols-2">
                {group.map((mission) => (
                  <MissionCard key={mission.id} mission={mission} />
                ))}
              </div>
            </section>
          );
        })
      )}

      <MissionLeaderboard token={token} />
    </div>
  );
}
