import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { MemberHeader } from '@/features/member';
import { cn } from '@/lib/cn';
import { HeaderAccount } from './header-account';
import { LanguageMenu } from './language-menu';
import { drawerOpenerHandlers } from './lazy-side-menu-drawer';
import { Logo } from './logo';
import { ThemeSwitch } from './theme-switch';

// Loaded after the member's header part: the wallet widget and the unread badge are their own chunks.
const HeaderWallet = lazy(async () => (await import('@/features/wallet')).loadHeaderWallet());
const UnreadCount = lazy(async () => ({ default: (await import('@/features/inbox')).UnreadCount }));

/**
 * Top bar. The theme switch sits on the left as the spec places it; the logo shows here only when
 * there is no side menu to carry it (always on phones, where the side menu is a drawer).
 */
export function Header({ hasSideMenu }: { hasSideMenu: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-chrome backdrop-blur-md">
      <div className="flex h-16 items-center gap-1.5 px-2 sm:gap-3 sm:px-5">
        {hasSideMenu ? (
          <Button
            variant="ghost"
            size="icon"
            className="max-sm:size-9 lg:hidden"
            aria-label={t('nav.openMenu')}
            {...drawerOpenerHandlers}
          >
            <MenuIcon />
          </Button>
        ) : null}
        <Logo compact className={cn('shrink-0 sm:hidden', hasSideMenu && 'max-[359px]:hidden')} />
        <Logo className={cn('max-sm:hidden', hasSideMenu && 'lg:hidden')} />
        <ThemeSwitch />
        <div className="ml-auto flex min-w-0 items-center gap-1.5 sm:gap-3">
          {/* Where the side menu stands (wide screens) it carries the language button: once in the tab order. */}
          <div className={cn('max-sm:hidden', hasSideMenu && 'lg:hidden')}>
            <LanguageMenu variant="header" />
          </div>
          <HeaderAccount member={<MemberHeader wallet={<HeaderWallet />} UnreadBadge={UnreadCount} />} />
        </div>
      </div>
    </header>
  );
}
