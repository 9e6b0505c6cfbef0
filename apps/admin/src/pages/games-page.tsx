import { useTranslation } from 'react-i18next';
import { usePermissions } from '../lib/session';
import { GamesImport } from './games/games-import';
import { GamesTable } from './games/games-table';
import { Hub88SyncPanel } from './games/hub88-sync';
import { InhouseLimits } from './games/inhouse-limits';
import { VendorsTable } from './games/vendors-table';

/**
 * Games (the catalogue players see): vendors and games switched on or off, hot and ordered, the
 * import and the Hub88 sync, and the in-house games' bet ranges and RTP. Looking is games.read,
 * changing games.write (the server's matrix). The lottery has its own page.
 */
export default function GamesPage() {
  const { t } = useTranslation();
  const me = usePermissions();
  const mayWrite = me.data?.permissions.includes('games.write') ?? false;
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-extrabold">{t('games.title')}</h1>
      <VendorsTable mayWrite={mayWrite} />
      <GamesTable mayWrite={mayWrite} />
      {mayWrite && <GamesImport />}
      <Hub88SyncPanel mayWrite={mayWrite} />
      <InhouseLimits mayWrite={mayWrite} />
    </section>
  );
}
