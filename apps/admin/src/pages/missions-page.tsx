import { useTranslation } from 'react-i18next';
import { usePermissions } from '../lib/session';
import { Leaderboards } from './missions/leaderboards';
import { MissionList } from './missions/mission-list';

/**
 * Missions (daily and weekly tasks with a cash reward) and the leaderboard races on their scores:
 * what runs, what was claimed, new ones, pausing or resuming, and a race's standings. Looking is
 * promotions.read, changing promotions.write (the server's matrix).
 */
export default function MissionsPage() {
  const { t } = useTranslation();
  const me = usePermissions();
  const mayWrite = me.data?.permissions.includes('promotions.write') ?? false;
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-extrabold">{t('missions.title')}</h1>
      <MissionList mayWrite={mayWrite} />
      <Leaderboards mayWrite={mayWrite} />
    </section>
  );
}
