import { linkageFits } from '@arcadia/contracts';
import type { Banner } from '../api/light-content';

export type LinkTarget =
  | { kind: 'none' }
  | { kind: 'external'; href: string }
  | { kind: 'route'; to: string }
  | { kind: 'game'; vendor: string; gameCode: string };

/**
 * Where a banner click goes (spec portal.md section 2: "clicking a banner with a linkage type opens
 * its linkage"). The server only stores targets that fit their type; this re-checks with the
 * same rule (contracts' linkageFits), since a page must never follow a script URL or a route that
 * leaves for another host (`//host`, `/\host`, `/%5Chost`) whatever the API says.
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkage'>): LinkTarget {
  const { linkageType, linkage } = banner;
  if (linkageType === 'url' && linkageFits('url', linkage)) return { kind: 'external', href: linkage };
  if (linkageType === 'route' && linkageFits('route', linkage)) return { kind: 'route', to: linkage };
  if (linkageType === 'promotion' && linkage)
    return { kind: 'route', to: `/promoDetail?id=${encodeURIComponent(linkage)}` };
  if (linkageType === 'game') {
    // "VENDOR:gameCode": launched like a click on that game's tile.
    const [, vendor, gameCode] = /^([^:]+):(.+)$/.exec(linkage) ?? [];
    if (vendor && gameCode) return { kind: 'game', vendor, gameCode };
  }
  return { kind: 'none' };
}
