import { HomeLobby } from '@/features/games';
import { GamesPage } from '../games-page';

/** Home (/, /index, /index.html, /home): below the banner, hot games, recent games, vendor lanes and winners. */
export function Component() {
  return (
    <GamesPage headingHidden>
      <HomeLobby />
    </GamesPage>
  );
}
