import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAgentType } from '@arcadia/contracts';
import { ChevronLeftIcon, CrownIcon, DiceIcon, GiftIcon, HomeIcon, UsersIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useIsLoggedIn, useSessionValue } from '@/lib/session-store';
import { openModal } from '@/modals';
import { LanguageMenu, useLanguageChoices } from './language-menu';
import { Logo } from './logo';
import { SideMenuAppDownload, SideMenuSocial } from './side-menu-extras';
import { SideMenuSupport } from './side-menu-support';
import { MiniTooltip, SideMenuLink } from './side-menu-item';
import { useAuthEntry } from './use-auth-entry';

// Game categories come from the catalogue; their code and data load after the first paint.
const SideMenuGames = lazy(() => import('@/app/side-menu-games'));

export const HOME_PATHS = ['/', '/index', '/index.html', '/home'] as const;

/** VIP and referral: what each opens (the player rank page, the member centre's referral page), its label, icon and colour. */
const PROMOS = [
  { page: 'vip', label: 'nav.vip', icon: CrownIcon, tone: 'gold' },
  { page: 'referral', label: 'nav.referral', icon: UsersIcon, tone: 'brand' },
] as const;

type SideMenuProps = {
  mini: boolean;
  /** Drawer: close after a choice. */
  onNavigate?: () => void;
  /** The collapse arrow; absent in the phone drawer, which has its own close button. */
  onToggle?: () => void;
  toggleLabel?: string;
};

/**
 * Left navigation (spec portal.md section 2): Home, In-House, the game categories that have vendors
 * (each with its vendor entries), Promotions, then the member and support entries.
 */
export function SideMenu({ mini, onNavigate, onToggle, toggleLabel }: SideMenuProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthEntry();
  const hasLanguages = useLanguageChoices().length > 0;
  // VIP and referral (spec portal.md section 2): for visitors (login popup) and for members with a
  // member label (the player rank page and the referral page of the member centre).
  const memberLabel = useSessionValue('memberLabel');
  const isAgent = useSessionValue('isAgent');
  const navigate = useNavigate();
  const openPromo = (page: 'vip' | 'referral') => () => {
    onNavigate?.();
    if (!loggedIn) openLogin();
    else if (page === 'vip') void navigate('/vip');
    else openModal({ name: 'memberCentre', options: { page } });
  };

  const mode = { mini, onNavigate };

  return (
    <div className="flex h-full flex-col">
      <div className={cn('flex h-16 shrink-0 items-center gap-2 px-4', mini && 'justify-center px-2')}>
        {mini ? null : <Logo className="flex-1" />}
        {onToggle ? (
          <button
            type="button"
            onClick={onToggle}
            aria-label={toggleLabel}
            title={toggleLabel}
            className="grid size-9 shrink-0 place-items-center rounded-lg border border-line text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ChevronLeftIcon size={18} className={cn('transition-transform', mini && 'rotate-180')} />
          </button>
        ) : null}
      </div>

      {/* Mini mode fits without scrolling and must not clip the hover labels. */}
      <div className={cn('flex flex-1 flex-col gap-5 pb-6', mini ? 'overflow-visible px-2' : 'overflow-y-auto px-3')}>
        <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
          <SideMenuLink to="/" activePaths={HOME_PATHS} icon={HomeIcon} label={t('nav.home')} {...mode} />
          <SideMenuLink to="/inhouse" icon={DiceIcon} label={t('nav.inHouse')} {...mode} />
          <Suspense fallback={<div aria-hidden="true" className="h-[284px]" />}>
            <SideMenuGames mini={mini} drawer={Boolean(onNavigate)} onNavigate={onNavigate} />
          </Suspense>
          <SideMenuLink to="/promotions" icon={GiftIcon} label={t('nav.promotions')} {...mode} />
        </nav>

        {loggedIn && !memberLabel ? null : (
          <div className={cn('grid gap-2', mini ? 'grid-cols-1' : 'grid-cols-2')}>
            {PROMOS.map(({ page, label, ...tile }) => (
              <PromoTile key={page} label={t(label)} {...tile} mini={mini} onClick={openPromo(page)} />
            ))}
          </div>
        )}

        {/* The agent centre: agent types only (spec portal.md section 6). */}
        {loggedIn && isAgentType(isAgent ?? 0) ? (
          <PromoTile
            label={t('nav.agentCentre')}
            icon={UsersIcon}
            tone="brand"
            mini={mini}
            onClick={() => {
              onNavigate?.();
              openModal({ name: 'agentCentre', options: {} });
            }}
          />
        ) : null}

        <SideMenuSupport {...mode} />

        <div className="flex flex-col gap-1">
          <SideMenuAppDownload {...mode} />
          {hasLanguages ? <LanguageMenu variant="side" mini={mini} /> : null}
        </div>

        <SideMenuSocial mini={mini} />
      </div>
    </div>
  );
}

function PromoTile({
  label,
  icon: Icon,
  mini,
  onClick,
  tone,
}: {
  label: string;
  icon: ComponentType<{ size?: number }>;
  mini: boolean;
  onClick: () => void;
  tone: 'gold' | 'brand';
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={mini ? label : undefined}
      className={cn(
        'group relative flex rounded-xl text-sm font-semibold shadow-card transition hover:brightness-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        tone === 'gold' ? 'bg-gradient-gold text-on-gold' : 'bg-gradient-violet text-on-violet',
        mini
          ? 'h-11 items-center justify-center'
          : 'min-h-16 flex-col items-start justify-between gap-1.5 p-3 text-left',
      )}
    >
      <Icon size={20} />
      {mini ? <MiniTooltip label={label} /> : <span className="text-[13px] leading-tight">{label}</span>}
    </button>
  );
}
