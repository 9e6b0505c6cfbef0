import { lazy } from 'react';
import { GamesEnvProvider, loadVendorStrip } from '@/features/games';
import { useGamesEnv } from './use-games-env';

const VendorStrip = lazy(async () => ({ default: (await loadVendorStrip()).VendorStrip }));

/** The footer's vendor logos, from the games catalogue; loaded only when the footer comes into view. */
export default function FooterVendorStrip() {
  const env = useGamesEnv();
  return (
    <GamesEnvProvider env={env}>
      <VendorStrip />
    </GamesEnvProvider>
  );
}
