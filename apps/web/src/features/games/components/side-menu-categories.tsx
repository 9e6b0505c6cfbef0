import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOTTERY_CATEGORIES, type GameCategory } from '@arcadia/contracts';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { vendorsQuery, type CategoryEntry } from '../api/light-api';
import { useCategoryNav } from '../hooks/use-category-nav';
import { CategoryIcon } from './category-icon';
import { VendorEntries } from './vendor-flyout';

const ITEM =
  'group relative flex h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring';
const CURRENT = 'bg-brand-soft text-brand-fg hover:bg-brand-soft hover:text-brand-fg';
/** Leaving the item for the flyout crosses a gap; this long a pause keeps it open. */
const CLOSE_DELAY_MS = 150;

type Props = {
  mini: boolean;
  /** The phone drawer: vendors open inline under the item (no hover there). */
  drawer?: boolean;
  onNavigate?: () => void;
};

/**
 * The side menu's game categories (spec portal.md section 2): one item per category with vendors,
 * and the lottery types (ELOTT, LOTT), which have no vendor sub-list. Hover, focus or click makes a category active and shows its vendor entries; lottery categories
 * have none. A click on the item follows the category rule (page with no filter, or the lottery
 * launch).
 */
export function SideMenuCategories({ mini, drawer, onNavigate }: Props) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const vendors = useQuery(vendorsQuery(i18n.language));
  const openCategory = useCategoryNav();
  const [active, setActive] = useState<GameCategory | null>(null);
  const [anchor, setAnchor] = useState({ top: 0, left: 0 });
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The server lists a lottery type with no vendors (it has no sub-list): it is still an item.
  const entries = (vendors.data?.categories ?? []).filter(
    (c) => c.gameCategory !== 'INHOUSE' && (c.vendors.length > 0 || LOTTERY_CATEGORIES.includes(c.gameCategory)),
  );

  const choose = (category: GameCategory, vassalage?: string) => {
    setActive(null);
    onNavigate?.();
    void openCategory(category, vassalage);
  };
  const show = (category: GameCategory, element: HTMLElement) => {
    clearTimeout(closeTimer.current);
    setActive(category);
    const rect = element.getBoundingClientRect();
    setAnchor({ top: rect.top, left: rect.right + 12 });
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setActive(null), CLOSE_DELAY_MS);
  };

  if (vendors.isPending) return <MenuPlaceholder />;
  return (
    <>
      {entries.map((entry) => {
        const label = t(`games.categories.${entry.gameCategory}`);
        const current = entry.page !== null && pathname === entry.page;
        const hasVendors = !LOTTERY_CATEGORIES.includes(entry.gameCategory);
        const isActive = active === entry.gameCategory;
        return (
          <div
            key={entry.gameCategory}
            onMouseEnter={(e) => !drawer && show(entry.gameCategory, e.currentTarget)}
            onMouseLeave={() => !drawer && hide()}
            onFocus={(e) => !drawer && show(entry.gameCategory, e.currentTarget)}
            onBlur={(e) => !drawer && !e.currentTarget.contains(e.relatedTarget as Node | null) && hide()}
            onKeyDown={(e) => e.key === 'Escape' && setActive(null)}
          >
            <div className="flex items-center gap-1">
              <button
                type="button"
                aria-current={current ? 'page' : undefined}
                aria-expanded={hasVendors ? isActive : undefined}
                onClick={() => choose(entry.gameCategory)}
                className={cn(ITEM, (current || isActive) && CURRENT, mini && 'justify-center px-0')}
              >
                <span className="grid size-6 shrink-0 place-items-center">
                  <CategoryIcon category={entry.gameCategory} />
                </span>
                {mini ? (
                  <span className="sr-only">{label}</span>
                ) : (
                  <span className="flex-1 truncate text-left">{label}</span>
                )}
              </button>
              {drawer && hasVendors ? (
                <button
                  type="button"
                  aria-label={t('games.showVendors', { category: label })}
                  aria-expanded={isActive}
                  onClick={() => setActive(isActive ? null : entry.gameCategory)}
                  className="grid size-11 shrink-0 place-items-center rounded-xl text-fg-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <ChevronDownIcon
                    size={16}
                    strokeWidth={2}
                    className={cn('transition-transform', isActive && 'rotate-180')}
                  />
                </button>
              ) : null}
            </div>
            {isActive && hasVendors ? (
              drawer ? (
                <VendorEntries entry={entry} onChoose={choose} inline />
              ) : (
                <Flyout
                  entry={entry}
                  anchor={anchor}
                  title={label}
                  onChoose={choose}
                  onStay={() => clearTimeout(closeTimer.current)}
                  onLeave={hide}
                />
              )
            ) : null}
          </div>
        );
      })}
    </>
  );
}

function Flyout({
  entry,
  anchor,
  title,
  onChoose,
  onStay,
  onLeave,
}: {
  entry: CategoryEntry;
  anchor: { top: number; left: number };
  title: string;
  onChoose: (category: GameCategory, vassalage?: string) => void;
  onStay: () => void;
  onLeave: () => void;
}) {
  // In a portal, fixed beside the rail: the rail scrolls and is its own stacking context, so a panel
  // inside it would be clipped or drawn under the page. Kept on screen.
  const top = Math.max(8, Math.min(anchor.top, window.innerHeight - 360));
  return createPortal(
    <div
      role="group"
      aria-label={title}
      style={{ top, left: anchor.left }}
      onMouseEnter={onStay}
      onMouseLeave={onLeave}
      onFocus={onStay}
      className="fixed z-50 animate-modal rounded-2xl border border-line bg-surface shadow-pop"
    >
      <p className="px-4 pt-3 text-xs font-semibold tracking-[0.12em] text-fg-muted uppercase">{title}</p>
      <VendorEntries entry={entry} onChoose={onChoose} />
    </div>,
    document.body,
  );
}

/** About six items' height while the catalogue loads (a first visit), so the entries below do not jump. */
export function MenuPlaceholder() {
  return <div aria-hidden="true" className="h-[284px]" />;
}
