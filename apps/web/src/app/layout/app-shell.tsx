import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRIAL_AGENT_TYPE } from '@arcadia/contracts';
import { loadChatPanel } from '@/features/chat';
import { loadRealityCheck } from '@/features/responsible-gaming';
import { useChatPanelUsed } from '@/lib/chat-panel';
import { useIsLoggedIn, useSessionValue } from '@/lib/session-store';
import { useFlag, useMerchant } from '@/lib/site/use-status';
import { cn } from '@/lib/cn';
import { useStaticShellGone } from '@/lib/static-shell';
import { BannerArea } from './banner-area';
import { Footer } from './footer';
import { Header } from './header';
import { ImmersiveToggle } from './immersive-toggle';
import { useLayoutHandle } from './layout-handle';
import { layoutActions, useBarsHidden, useMiniMenu } from './layout-state';
import { MiniTopBar } from './mini-top-bar';
import { SideMenu } from './side-menu';
import { LazySideMenuDrawer } from './lazy-side-menu-drawer';

// The chat panel's code loads the first time the member opens it, never with the first page.
const ChatPanel = lazy(loadChatPanel);
// The reality check's code loads once a real-money member is signed in.
const RealityCheck = lazy(loadRealityCheck);
// A game framed by /game runs the site again inside the frame: the check is the outer window's.
const inGameFrame = typeof window !== 'undefined' && window.self !== window.top;

/** Side menu, header, banner, main, footer — each part present only if the route asks for it. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const handle = useLayoutHandle();
  const merchant = useMerchant();
  const showHeaderFlag = useFlag('SHOWHEADER3');
  const mini = useMiniMenu();
  const barsHidden = useBarsHidden();
  const navigation = useNavigation();
  const chatUsed = useChatPanelUsed();
  const loggedIn = useIsLoggedIn();
  // Trial accounts play demo credit: no reality checks.
  const trial = useSessionValue('isAgent') === TRIAL_AGENT_TYPE;
  useStaticShellGone();

  const immersive = Boolean(handle.immersive);
  const hideBars = immersive && barsHidden;
  const showHeader = handle.header && (!immersive || showHeaderFlag) && !hideBars;
  const showSide = handle.sideMenu && !hideBars;
  const title = t(handle.titleKey);

  useEffect(() => {
    document.title = `${title} · ${merchant.name}`;
  }, [title, merchant.name]);

  return (
    <div className="flex min-h-dvh bg-page bg-page-glow text-fg">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label={t('app.pageLoading')}
          className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden"
        >
          <div className="h-full w-1/3 animate-progress bg-gradient-gold" />
        </div>
      ) : null}

      {showSide ? (
        <aside
          className={cn(
            'sticky top-0 hidden h-dvh shrink-0 border-r border-line bg-sidebar transition-[width] duration-200 lg:block',
            mini ? 'w-20' : 'w-64',
          )}
        >
          <SideMenu
            mini={mini}
            onToggle={immersive ? layoutActions.toggleBars : layoutActions.toggleMini}
            toggleLabel={immersive ? t('nav.hideBars') : mini ? t('nav.expand') : t('nav.collapse')}
          />
        </aside>
      ) : null}
      {handle.sideMenu ? <LazySideMenuDrawer /> : null}

      <div className="flex min-w-0 flex-1 flex-col">
        {showHeader ? <Header hasSideMenu={showSide} /> : null}
        {handle.miniBar && !showHeader ? <MiniTopBar /> : null}
        {immersive && !showHeader ? <ImmersiveToggle hasSideMenu={handle.sideMenu} /> : null}
        {handle.banner ? <BannerArea group={handle.banner} /> : null}
        {/* Room under the floating menu button, so it never covers the page title. */}
        <main
          id="main"
          tabIndex={-1}
          className={cn(
            'flex flex-1 flex-col outline-none',
            immersive && !showHeader && (hideBars ? 'pt-14' : handle.sideMenu && 'max-lg:pt-14'),
          )}
        >
          {children}
        </main>
        {handle.footer ? <Footer /> : null}
      </div>
      {chatUsed ? (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      ) : null}
      {loggedIn && !trial && !inGameFrame ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
    </div>
  );
}
