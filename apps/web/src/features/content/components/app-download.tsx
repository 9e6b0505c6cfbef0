import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { isSitePath, isWebAddress } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { SegmentedTabs, tabSet } from '@/components/ui/segmented-tabs';
import { buttonClasses } from '@/components/ui/button';
import { useResource } from '@/lib/site/use-support';

type Os = 'android' | 'ios';
const STEPS = ['1', '2', '3', '4'] as const;
const SYSTEMS = tabSet<Os>('download', 'content.download.tabs', [
  { value: 'android', label: 'content.download.android' },
  { value: 'ios', label: 'content.download.ios' },
]);

/**
 * The QR target of an app resource: its QR link (the APK or the iOS profile), else its page link;
 * a site path becomes an address on this site. None when the link breaks the one link rule (a
 * `//host` or `/\host` path would otherwise resolve to another host).
 */
export function appLink(resource: { url: string; qrCodeUrl: string | null } | null): string | null {
  if (!resource) return null;
  const link = resource.qrCodeUrl ?? resource.url;
  if (isWebAddress(link)) return link;
  return isSitePath(link) ? new URL(link, window.location.origin).href : null;
}

/**
 * App download (spec portal.md section 2): Android and iOS tabs, four steps each, and the QR code
 * of the app (Android) or the configuration profile (iOS) when that resource exists.
 */
export function AppDownload({ initial }: { initial?: Os }) {
  const { t } = useTranslation();
  const android = useResource('android');
  const ios = useResource('ios');
  const [os, setOs] = useState<Os>(initial ?? (ios && !android ? 'ios' : 'android'));
  const link = appLink(os === 'android' ? android : ios);
  const steps = os === 'android' ? 'androidSteps' : 'iosSteps';
  return (
    <div className="space-y-6">
      <SegmentedTabs tabs={SYSTEMS} value={os} onChange={setOs} />
      <div role="tabpanel" id={`download-panel-${os}`} className="grid items-start gap-6 sm:grid-cols-[auto_1fr]">
        {link ? (
          <figure className="mx-auto flex flex-col items-center gap-2">
            <div className="rounded-2xl bg-white p-3 shadow-sm">
              <QRCodeSVG
                value={link}
                size={180}
                level="M"
                marginSize={1}
                title={t('content.download.scan')}
                data-qr={os}
              />
            </div>
            <figcaption className="text-xs text-fg-muted">{t('content.download.scan')}</figcaption>
            <a href={link} className={buttonClasses('outline', 'sm')} target="_blank" rel="noopener noreferrer">
              {t('content.download.openLink')}
            </a>
          </figure>
        ) : (
          <p className="text-sm text-fg-muted">{t('content.download.none')}</p>
        )}
        <ol className="space-y-3">
          {STEPS.map((step) => (
            <li key={step} className="flex gap-3 text-sm">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-soft text-xs font-bold text-brand-fg">
                {step}
              </span>
              <span className="pt-1 leading-relaxed">{t(`content.download.${steps}.${step}`)}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
