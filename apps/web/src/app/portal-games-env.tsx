import type { ReactNode } from 'react';
import { GamesEnvProvider } from '@/features/games';
import { useGamesEnv } from './use-games-env';

/** A game area of the portal: the games feature's provider, given what the portal hands it. */
export function PortalGamesEnv({ children }: { children: ReactNode }) {
  const env = useGamesEnv();
  return <GamesEnvProvider env={env}>{children}</GamesEnvProvider>;
}
