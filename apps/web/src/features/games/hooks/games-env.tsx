import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { pickCdn } from '../utils/cdn';

/**
 * What the game areas need from the rest of the portal, handed in by app/ (a feature never imports
 * another feature): the CDN lists of the status answer and the account doors (login popup, the
 * trial-account warning, and the member check for favourites and recent games).
 */
export type GamesEnv = {
  imageCdns: readonly string[];
  launchCdns: readonly string[];
  openLogin: () => void;
  /** The warning for trial accounts on launch, recent games and favourites: 'Please Register An Account First'. */
  warnTrial: () => void;
};

export type ResolvedEnv = Omit<GamesEnv, 'imageCdns' | 'launchCdns'> & {
  imageCdn: string | null;
  launchCdn: string | null;
};

const EnvContext = createContext<ResolvedEnv | null>(null);

export function GamesEnvProvider({ env, children }: { env: GamesEnv; children: ReactNode }) {
  const { imageCdns, launchCdns, openLogin, warnTrial } = env;
  const value = useMemo(
    () => ({ imageCdn: pickCdn(imageCdns), launchCdn: pickCdn(launchCdns), openLogin, warnTrial }),
    [imageCdns, launchCdns, openLogin, warnTrial],
  );
  return <EnvContext value={value}>{children}</EnvContext>;
}

/** For content rendered outside the lobby tree (the game popup in the modal host). */
export function ResolvedGamesEnvProvider({ value, children }: { value: ResolvedEnv; children: ReactNode }) {
  return <EnvContext value={value}>{children}</EnvContext>;
}

export function useGamesEnv(): ResolvedEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useGamesEnv outside GamesEnvProvider');
  return env;
}
