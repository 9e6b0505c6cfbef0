import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLoader } from '@/components/ui/brand-loader';
import { LoginPanel } from '@/features/auth';

/** /login: the login form as a page (the popup holds the same form). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<BrandLoader label={t('app.loading')} fullScreen={false} />}>
      <LoginPanel />
    </Suspense>
  );
}
