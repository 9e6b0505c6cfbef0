import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { AUTOPLAY_MS } from '../utils/autoplay';
import type { SliderProps } from './banner-carousel';
import { BannerDots } from './banner-dots';
import { BannerPicture } from './banner-picture';

/**
 * The carousel proper (its own chunk): centred slides 20 px apart, looping, autoplaying every
 * 5000 ms while the pointer is not on it, with clickable pagination on home. Starts on `startIndex` so
 * taking over from the still first slide looks like the slider's own first step.
 */
export default function EmblaSlider({ banners, startIndex, dots, onGame }: SliderProps & { startIndex: number }) {
  const [viewport, api] = useEmblaCarousel({ loop: true, align: 'center', startIndex: 0, duration: 30 });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    api.scrollTo(startIndex);
    return () => {
      api.off('select', onSelect);
    };
  }, [api, startIndex]);

  useEffect(() => {
    if (!api || paused) return;
    const timer = setInterval(() => api.scrollNext(), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [api, paused, selected]);

  const go = useCallback((index: number) => api?.scrollTo(index), [api]);
  return (
    <div
      className="relative size-full"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      data-carousel="ready"
    >
      <div ref={viewport} className="size-full overflow-hidden">
        {/* Slide spacing 20 (spec): each slide is padded 20 px on the left, the track pulled back. */}
        <div className="-ml-5 flex h-full touch-pan-y">
          {banners.map((banner, index) => (
            <div
              key={banner.bannerId}
              className="h-full min-w-0 shrink-0 grow-0 basis-full pl-5"
              aria-hidden={index !== selected}
              // A hidden slide's link must not take focus either (aria-hidden alone leaves it tabbable).
              inert={index !== selected}
            >
              <BannerPicture banner={banner} first={index === 0} onGame={onGame} />
            </div>
          ))}
        </div>
      </div>
      {dots ? <BannerDots count={banners.length} selected={selected} onSelect={go} /> : null}
    </div>
  );
}
