import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import type { PromotionSummary } from '@arcadia/contracts';
import { GiftIcon } from '@/components/ui/icons';
import { useSessionValue } from '@/lib/session-store';
import { promotionListQuery } from '../api/promotions-api';
import { useRewardText } from './promo-bits';

/** Spec accounts.md (registration screen): the new_player carousel turns every 5000 ms. */
export const NEW_PLAYER_AUTOPLAY_MS = 5000;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The registration screen's carousel of the brand's new_player promotions (what a visitor gets for
 * joining). Nothing is drawn while they load, on an error, or when there are none; one promotion
 * stands still; several turn every 5 s, paused while the pointer or the keyboard is on them (and
 * never turning for a visitor who asked for reduced motion), with dots to pick one.
 */
export default function NewPlayerCarousel() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const list = useQuery(promotionListQuery(token, 'new_player'));
  const promotions = (list.data?.list ?? []).filter((promotion) => promotion.state !== 'closed');
  if (promotions.length === 0) return null;
  return (
    <section aria-label={t('promo.newPlayer.title')} className="mb-5" data-testid="new-player-carousel">
      {promotions.length === 1 ? <PromoSlide promotion={promotions[0]!} /> : <Slider promotions={promotions} />}
    </section>
  );
}

function Slider({ promotions }: { promotions: PromotionSummary[] }) {
  const { t } = useTranslation();
  const [viewport, api] = useEmblaCarousel({ loop: true, align: 'center', duration: 30 });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api || paused || prefersReducedMotion()) return;
    const timer = setInterval(() => api.scrollNext(), NEW_PLAYER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [api, paused, selected]);

  return (
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      aria-roledescription="carousel"
    >
      <div ref={viewport} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {promotions.map((promotion, index) => (
            <div
              key={promotion.id}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4"
              aria-roledescription="slide"
              aria-label={t('promo.newPlayer.slide', { index: index + 1, total: promotions.length })}
              aria-hidden={index !== selected}
              inert={index !== selected}
            >
              <PromoSlide promotion={promotion} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-2 flex justify-center gap-1.5">
        {promotions.map((promotion, index) => (
          <button
            key={promotion.id}
            type="button"
            onClick={() => api?.scrollTo(index)}
            aria-label={t('promo.newPlayer.slide', { index: index + 1, total: promotions.length })}
            aria-current={index === selected}
            className={`h-2 rounded-full transition-all focus-visible:outline-2 focus-visible:outline-ring ${
              index === selected ? 'w-5 bg-brand' : 'w-2 bg-line'
            }`}
          />
        ))}
      </div>
    </div>
  );
}

function PromoSlide({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const rewardText = useRewardText();
  return (
    <Link
      to={`/promoDetail?id=${promotion.id}`}
      className="flex items-center gap-4 rounded-2xl border border-line bg-surface-2 p-4 transition hover:border-brand focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand text-on-brand">
        <GiftIcon size={22} />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate text-sm font-bold">{promotion.title}</span>
        <span className="text-lg leading-tight font-extrabold text-gold-fg tabular-nums">
          {rewardText(promotion.reward)}
        </span>
        <span className="text-xs text-fg-muted">
          {promotion.wageringMultiple > 0
            ? t('promo.wagering', { multiple: promotion.wageringMultiple })
            : t('promo.noWagering')}
        </span>
      </span>
    </Link>
  );
}
