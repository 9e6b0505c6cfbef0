import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
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
      <ScrollRestoration />
    </>
  );
}

export function RouteFallback() {
  const { t } = useTranslation();
  return <BrandLoader label={t('app.pageLoading')} />;
}
