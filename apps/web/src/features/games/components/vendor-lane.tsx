import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@arcadia/contracts';
import type { Lane } from '../api/light-api';
import { CategoryIcon } from './category-icon';
import { VendorLogo } from './game-thumb';

/** A home lane: a category's vendor cards; a card opens that vendor's games (the vendor-entry rule). */
export function VendorLane({
  lane,
  onOpen,
}: {
  lane: Lane;
  onOpen: (category: GameCategory, vassalage?: string) => void;
}) {
  const { t } = useTranslation();
  const title = t(`games.categories.${lane.gameType}`);
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <span className="grid size-8 place-items-center rounded-lg bg-brand-soft text-brand-fg">
          <CategoryIcon category={lane.gameType} size={18} />
        </span>
        <h2 className="flex-1 text-lg font-bold tracking-tight">{title}</h2>
        <button
          type="button"
          onClick={() => onOpen(lane.gameType)}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-fg hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('games.seeAll')}
        </button>
      </div>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {lane.cards.map((card) => (
          <li key={card.vassalage} className="w-36 shrink-0 snap-start sm:w-44">
            <button
              type="button"
              onClick={() => onOpen(card.gameType, card.vassalage)}
              className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface text-left shadow-card transition hover:-translate-y-0.5 hover:shadow-pop focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <VendorLogo
                src={card.logoUrl}
                size={176}
                height={99}
                lazy
                className="aspect-video w-full bg-surface-2 object-cover"
              />
              <span className="flex flex-col px-3 py-2">
                <span className="truncate text-sm font-semibold">{card.name}</span>
                <span className="text-xs text-fg-muted">{t('games.count', { count: card.gameCount })}</span>
              </span>
              {card.isHot ? (
                <span className="absolute top-2 left-2 rounded-md bg-gradient-gold px-1.5 py-0.5 text-[10px] font-extrabold tracking-wide text-on-gold uppercase">
                  {t('games.hot')}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
