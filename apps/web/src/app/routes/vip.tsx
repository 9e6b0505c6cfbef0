import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading, useAuthEntry } from '@/app/layout';
import { Button } from '@/components/ui/button';
import { CrownIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/page-blocks';
import { loadVipPage } from '@/features/vip';
import { useIsLoggedIn } from '@/lib/session-store';

const VipPage = lazy(loadVipPage);

/** The player rank page: the side menu's VIP entry (spec portal.md section 2). Visitors are asked to sign in. */
export function Component() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthEntry();
  return (
    <>
      <PageHeading />
      <div className="mx-auto w-full max-w-7xl px-5 pb-10 lg:px-8">
        {loggedIn ? (
          <Suspense fallback={<Loading />}>
            <VipPage />
          </Suspense>
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-6">
            <CrownIcon size={28} className="text-gold-fg" />
            <p className="text-sm">{t('auth.notLoggedIn')}</p>
            <Button onClick={openLogin}>{t('header.login')}</Button>
          </div>
        )}
      </div>
    </>
  );
}
