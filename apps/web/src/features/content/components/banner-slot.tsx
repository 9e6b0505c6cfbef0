import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BannerGroup } from '@arcadia/contracts';
import { bannersQuery } from '../api/light-content';
import { BannerCarousel } from './banner-carousel';
import type { OnBannerGame } from './banner-picture';
import { announcedHero } from '@/lib/static-shell';

/**
 * The banner slot of a route. Its size is fixed before anything loads (the images' own shape:
 * 5:2 on phones, 16:5 above), so neither the answer nor the pictures move the page (CLS). Home
 * shows the slider with pagination; other routes a single-slide one. A group without banners
 * shows nothing. A game linkage launches through `onGame` (app/ hands in the games feature's flow).
 */
export function BannerSlot({ group, slider, onGame }: { group: BannerGroup; slider: boolean; onGame?: OnBannerGame }) {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useQuery(bannersQuery(group, i18n.language));
  if (!isPending && (!data || data.length === 0)) return null;
  return (
    <section aria-label={t('banner.label')} data-banner-group={group} className="px-3 pt-3 sm:px-5 lg:px-8">
      <div className="relative mx-auto aspect-[5/2] w-full max-w-7xl overflow-hidden rounded-2xl bg-surface-2 sm:aspect-[16/5]">
        {data && data.length > 0 ? (
          <BannerCarousel banners={data} dots={slider} onGame={onGame} />
        ) : group === 'hot' ? (
          <AnnouncedHero />
        ) : null}
      </div>
    </section>
  );
}

/**
 * While the answer is on its way, the first hot banner the page announced (and the static shell
 * already shows) stays in place, so taking over from the shell never blanks the slot.
 */
function AnnouncedHero() {
  const hero = announcedHero();
  if (!hero) return null;
  return (
    <picture>
      {hero.phone ? <source media="(max-width: 639px)" srcSet={hero.phone} /> : null}
      <img src={hero.desktop} alt="" width={1280} height={400} className="size-full object-cover" />
    </picture>
  );
}
