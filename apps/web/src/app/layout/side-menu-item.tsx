import type { ComponentType, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';

type IconType = ComponentType<{ size?: number }>;

const ITEM = cn(
  'group relative flex h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium transition',
  'text-fg-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring',
);
const ACTIVE = 'bg-brand-soft text-brand-fg hover:bg-brand-soft hover:text-brand-fg';

/**
 * In mini mode the label becomes a CSS tooltip on hover and keyboard focus (no popper library in
 * the first-load bundle); the sr-only copy stays the accessible name.
 */
export function MiniTooltip({ label }: { label: string }) {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 left-full z-50 ml-3 -translate-y-1/2 rounded-lg bg-fg px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-page opacity-0 shadow-pop transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
    >
      {label}
    </span>
  );
}

function ItemBody({
  icon: Icon,
  label,
  mini,
  active,
  badge,
}: {
  icon: IconType;
  label: string;
  mini: boolean;
  active?: boolean;
  badge?: ReactNode;
}) {
  return (
    <>
      {active ? (
        <span aria-hidden="true" className="absolute top-2.5 bottom-2.5 left-0 w-1 rounded-r-full bg-gold" />
      ) : null}
      <span className="grid size-6 shrink-0 place-items-center">
        <Icon size={20} />
      </span>
      {mini ? (
        <>
          <span className="sr-only">{label}</span>
          <MiniTooltip label={label} />
        </>
      ) : (
        <span className="flex-1 truncate text-left">{label}</span>
      )}
      {!mini && badge ? badge : null}
    </>
  );
}

/** How the side menu is shown, handed to each entry: mini (icons only), and in the drawer what closes it. */
export type MenuMode = { mini: boolean; onNavigate?: (() => void) | undefined };

export function SideMenuLink({
  to,
  icon,
  label,
  mini,
  activePaths,
  onNavigate,
}: MenuMode & {
  to: string;
  icon: IconType;
  label: string;
  /** Extra paths that count as this entry (home has four). */
  activePaths?: readonly string[];
}) {
  const { pathname } = useLocation();
  const active = pathname === to || Boolean(activePaths?.includes(pathname));
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(ITEM, active && ACTIVE, mini && 'justify-center px-0')}
    >
      <ItemBody icon={icon} label={label} mini={mini} active={active} />
    </NavLink>
  );
}

export function SideMenuButton({
  icon,
  label,
  mini,
  onClick,
  badge,
}: {
  icon: IconType;
  label: string;
  mini: boolean;
  onClick: () => void;
  badge?: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} className={cn(ITEM, mini && 'justify-center px-0')}>
      <ItemBody icon={icon} label={label} mini={mini} badge={badge} />
    </button>
  );
}

export function SideMenuSection({ title, mini, children }: { title: string; mini: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      {mini ? (
        <hr className="mx-3 my-1 border-line" />
      ) : (
        <h2 className="px-3 pt-1 pb-1 text-[11px] font-semibold tracking-[0.14em] text-fg-muted uppercase">{title}</h2>
      )}
      {children}
    </section>
  );
}
