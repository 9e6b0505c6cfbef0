import { useMemo } from 'react';
import { openLoginModal, showTrialWarning } from '@/lib/auth/use-require-member';
import type { GamesEnv } from '@/features/games';
import { useSiteInfo } from '@/lib/site/use-status';

/** What the game areas get from the rest of the portal: CDN lists (status answer) and the account doors. */
export function useGamesEnv(): GamesEnv {
  const info = useSiteInfo();
  return useMemo(
    () => ({
      imageCdns: info.imageCDNs,
      launchCdns: info.launchGameCDNs,
      openLogin: () => openLoginModal('login'),
      warnTrial: () => void showTrialWarning({ context: 'games' }),
    }),
    [info.imageCDNs, info.launchGameCDNs],
  );
}
