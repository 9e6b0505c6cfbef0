import { GamesEnvProvider, SideMenuCategories } from '@/features/games';
import { useGamesEnv } from './use-games-env';

/** The side menu's game categories, loaded after the first paint (the menu is on the first load). */
export default function SideMenuGames(props: { mini: boolean; drawer?: boolean; onNavigate?: () => void }) {
  const env = useGamesEnv();
  return (
    <GamesEnvProvider env={env}>
      <SideMenuCategories {...props} />
    </GamesEnvProvider>
  );
}
