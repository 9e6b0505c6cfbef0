import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, HeadsetIcon } from '@/components/ui/icons';
import { useOpenSupport, useSupportEntries } from '@/lib/site/use-support';
import { buttonClasses } from '@/components/ui/button';
import { AppDownload } from './app-download';
import { FeedbackForm } from './feedback-form';
import { HelpCentre } from './help-centre';
import { ProtocolPage } from './protocol-page';

/** /helpmc: the help centre without the site frame, with its own way back. */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const { support } = useSupportEntries();
  const openSupport = useOpenSupport();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-6 sm:px-6">
      <div className="flex items-center gap-3">
        <Link to="/" className={buttonClasses('ghost', 'sm')}>
          <ChevronLeftIcon size={16} />
          {t('content.help.back')}
        </Link>
      </div>
      <h1 className="text-2xl font-extrabold">{t('content.help.title')}</h1>
      <HelpCentre />
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-line bg-surface p-6">
          <FeedbackForm />
        </section>
        {support ? (
          <section className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-6">
            <h2 className="text-base font-bold">{t('content.help.stillNeed')}</h2>
            <button type="button" className={buttonClasses('gold', 'md')} onClick={() => openSupport(support.path)}>
              <HeadsetIcon size={18} />
              {t('content.help.contact')}
            </button>
          </section>
        ) : null}
      </div>
    </div>
  );
}

export { AppDownload, ProtocolPage };
