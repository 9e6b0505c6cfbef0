import type { BannerGroup } from './layout-handle';

/**
 * The banner slot of a route. Banners come with the content issue; until a source exists the
 * slot renders nothing visible and only marks which group belongs here.
 */
export function BannerArea({ group }: { group: BannerGroup }) {
  return <div data-slot="banner" data-banner-group={group} hidden />;
}
