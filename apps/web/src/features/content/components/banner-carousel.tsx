import { lazy, Suspense, useEffect, useState } from 'react';
import type { Banner } from '../api/light-content';
import { AUTOPLAY_MS } from '../utils/autoplay';
import { BannerDots } from './banner-dots';
import { BannerPicture, type OnBannerGame } from './banner-picture';

const EmblaSlider = lazy(() => import('./embla-slider'));

export type SliderProps = {
  banners: Banner[];
  /** Clickable pagination: the home slider has it, the single-slide banner of other routes not. */
  dots: boolean;
  onGame?: OnBannerGame | undefined;
};

/**
 * The banner slider: on home with pagination, elsewhere a single slide without (spec portal.md
 * section 2); either loops and autoplays only with more than one banner. The first banner paints at once as a plain picture; embla (the carousel
 * library) loads when it is first needed — the first autoplay step or a dot click — so it costs
 * the first visit nothing, and takes over in the same reserved slot without a layout shift.
 */
export function BannerCarousel({ banners, dots, onGame }: SliderProps) {
  const [start, setStart] = useState<number | null>(null);
  const many = banners.length > 1;
  useEffect(() => {
    if (!many || start !== null) return;
    const timer = setTimeout(() => setStart(1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [many, start]);

  const still = (
    <div className="relative size-full">
      <BannerPicture banner={banners[0]!} first onGame={onGame} />
      {many && dots ? <BannerDots count={banners.length} selected={0} onSelect={setStart} /> : null}
    </div>
  );
  if (start === null) return still;
  return (
    <Suspense fallback={still}>
      <EmblaSlider banners={banners} startIndex={start} dots={dots} onGame={onGame} />
    </Suspense>
  );
}
