import { SideMenuCategories } from '@/features/games';
import { PortalGamesEnv } from './portal-games-env';

/** The side menu's game categories, loaded after the first paint (the menu is on the first load). */
export default function SideMenuGames(props: { mini: boolean; drawer?: boolean; onNavigate?: () => void }) {
  return (
    <PortalGamesEnv>
      <SideMenuCategories {...props} />
    </PortalGamesEnv>
  );
}
