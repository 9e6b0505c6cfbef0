import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage, resourceLabel, type Resource } from '@arcadia/contracts';
import { appLink } from './app-download';

type AppResource = Resource | null;

/**
 * The side menu's QR codes: size 100 (spec portal.md section 9), Android app and iOS profile,
 * each captioned with the resource's label in the page's language.
 */
export default function AppQrCodes({ android, ios }: { android: AppResource; ios: AppResource }) {
  const { i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? 'en';
  const label = (resource: AppResource, fallback: string) => (resource ? resourceLabel(resource, language) : fallback);
  const codes = [
    { key: 'android', label: label(android, 'Android'), link: appLink(android) },
    { key: 'ios', label: label(ios, 'iOS'), link: appLink(ios) },
  ].filter((c): c is { key: string; label: string; link: string } => c.link !== null);
  return (
    <div className="flex gap-3 px-3 py-2">
      {codes.map((code) => (
        <figure key={code.key} className="flex flex-col items-center gap-1">
          <div className="rounded-lg bg-white p-1.5">
            <QRCodeSVG value={code.link} size={100} level="M" title={code.label} data-qr={code.key} />
          </div>
          <figcaption className="text-xs text-fg-muted">{code.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
