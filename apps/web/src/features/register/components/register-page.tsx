import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { RegisterForm } from './register-form';

/**
 * The registration page (/register). The register banner group is drawn by the frame; the route
 * passes the new_player promotions carousel (spec accounts.md) as `promotions`, drawn above the form.
 */
export function RegisterPage({ promotions }: { promotions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-6 pb-16 sm:pt-10">
      <Link
        to="/"
        className="mb-4 inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-fg-muted transition hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ChevronLeftIcon size={16} />
        {t('register.backHome')}
      </Link>
      <section className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-8">
        <header className="mb-6 flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('register.title')}</h1>
          <p className="text-sm text-fg-muted">{t('register.subtitle')}</p>
        </header>
        {promotions}
        <RegisterForm variant="page" />
      </section>
    </div>
  );
}
