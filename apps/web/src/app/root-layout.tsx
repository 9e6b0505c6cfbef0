import { Navigate, Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppShell } from '@/app/layout';
import { BrandLoader } from '@/components/ui/brand-loader';
import { useFlag } from '@/lib/site/use-status';
import { useIsLoggedIn } from '@/lib/session-store';
import { loginRedirectTarget } from './login-redirect';

/** Applies the login-for-home rule on every navigation, then draws the frame for the route. */
export function RootLayout() {
  const { pathname } = useLocation();
  const loginRequired = useFlag('LOGINHOME3');
  const hasToken = useIsLoggedIn();
  const target = loginRedirectTarget({ pathname, loginRequired, hasToken });
  if (target) return <Navigate to={target} replace />;
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/**
 * Every page load starts on a history entry keyed "default", so by key alone a fresh visit to
 * /rng would land where the visitor had scrolled home to in an earlier load (and the page would
 * jump as it filled in). A fresh entry is keyed by its address instead: a reload keeps its place,
 * another page starts at the top; entries made inside the app keep their own keys.
 */
const scrollKey = (location: Location): string =>
  location.key === 'default' ? `load:${location.pathname}${location.search}` : location.key;

export function RouteFallback() {
  const { t } = useTranslation();
  return <BrandLoader label={t('app.pageLoading')} />;
}
