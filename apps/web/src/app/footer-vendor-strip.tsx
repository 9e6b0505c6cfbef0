import { lazy } from 'react';
import { loadVendorStrip } from '@/features/games';
import { PortalGamesEnv } from './portal-games-env';

const VendorStrip = lazy(async () => ({ default: (await loadVendorStrip()).VendorStrip }));

/** The footer's vendor logos, from the games catalogue; loaded only when the footer comes into view. */
export default function FooterVendorStrip() {
  return (
    <PortalGamesEnv>
      <VendorStrip />
    </PortalGamesEnv>
  );
}
