import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import { DownloadIcon, FacebookIcon, InstagramIcon, QrIcon, TelegramIcon } from '@/components/ui/icons';
import { openModal } from '@/modals';
import { loadAppQrCodes } from '@/features/content';
import { useResource } from '@/lib/site/use-support';
import { cn } from '@/lib/cn';
import { SideMenuLink, type MenuMode } from './side-menu-item';

// The QR codes load only when asked for: they are not worth first-load bytes.
const AppQrCodes = lazy(loadAppQrCodes);

/** /down, only when there is an app to download; its QR codes (size 100) on request. */
export function SideMenuAppDownload(mode: MenuMode) {
  const { mini, onNavigate } = mode;
  const { t } = useTranslation();
  const android = useResource('android');
  const ios = useResource('ios');
  const [qr, setQr] = useState(false);
  if (!android && !ios) return null;
  return (
    <div>
      <div className="flex items-center gap-1">
        <div className="min-w-0 flex-1">
          <SideMenuLink to="/down" icon={DownloadIcon} label={t('nav.appDownload')} {...mode} />
        </div>
        {mini ? null : (
          <button
            type="button"
            aria-expanded={qr}
            aria-label={t('nav.appQr')}
            title={t('nav.appQr')}
            onClick={() => setQr((open) => !open)}
            className="grid size-9 shrink-0 place-items-center rounded-lg text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <QrIcon size={18} />
          </button>
        )}
      </div>
      {qr && !mini ? (
        <div className="flex flex-col gap-1">
          <Suspense fallback={<div className="h-[132px]" aria-busy="true" />}>
            <AppQrCodes android={android} ios={ios} />
          </Suspense>
          <button
            type="button"
            onClick={() => {
              onNavigate?.();
              openModal({ name: 'appDownload', options: {} });
            }}
            className="self-center rounded-lg px-3 py-1.5 text-xs font-semibold text-brand-fg underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t('nav.installSteps')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

const SOCIAL = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'telegram', label: 'Telegram', Icon: TelegramIcon },
] as const;

export function SideMenuSocial({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const facebook = useResource('facebook');
  const instagram = useResource('instagram');
  const telegram = useResource('telegram');
  const urls = { facebook: facebook?.url, instagram: instagram?.url, telegram: telegram?.url };
  const links = SOCIAL.filter((entry) => urls[entry.key]);
  if (links.length === 0) return null;
  return (
    <section aria-label={t('nav.follow')} className={cn('flex gap-2', mini ? 'flex-col items-center' : 'px-3')}>
      {links.map(({ key, label, Icon }) => (
        <a
          key={key}
          href={urls[key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          className="grid size-10 place-items-center rounded-xl border border-line text-fg-muted transition hover:border-brand-fg/40 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Icon size={18} />
        </a>
      ))}
    </section>
  );
}
