import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

/** Any unknown path. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-5 py-20 text-center">
      <p
        aria-hidden="true"
        className="bg-gradient-gold bg-clip-text text-7xl font-black tracking-tight text-transparent"
      >
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight">{t('pages.notFound')}</h1>
      <p className="text-sm text-fg-muted">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-2')}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
