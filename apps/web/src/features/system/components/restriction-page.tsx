import { useTranslation } from 'react-i18next';
import type { StatusValue } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { HeadsetIcon, ShieldIcon } from '@/components/ui/icons';
import { useOpenSupport } from '@/lib/site/use-support';
import { findSupportEntry } from '@/lib/site/support-link';
import { StatusScreen } from './status-screen';

/** Status 2: region restriction, with the visitor's IP and country so support can help. */
export function RestrictionPage({ status }: { status: StatusValue }) {
  const { t, i18n } = useTranslation();
  const openSupport = useOpenSupport();
  const support = findSupportEntry(status.info.customerService);
  const { ip, country } = status.location;
  const countryName = country ? `${countryLabel(country, i18n.language)} (${country})` : t('status.unknown');
  return (
    <StatusScreen
      brand={status.info.merchant.name}
      icon={<ShieldIcon size={30} />}
      title={t('status.maintenanceTitle')}
      subtitle={t('status.restrictionSubtitle')}
    >
      <p>{t('status.restrictionText')}</p>
      <dl className="grid grid-cols-1 gap-3 text-left sm:grid-cols-2">
        <div className="rounded-xl bg-surface-2 px-4 py-3">
          <dt className="text-xs text-fg-muted">{t('status.ip')}</dt>
          <dd className="mt-0.5 font-mono text-sm font-semibold [overflow-wrap:anywhere] text-fg">{ip}</dd>
        </div>
        <div className="rounded-xl bg-surface-2 px-4 py-3">
          <dt className="text-xs text-fg-muted">{t('status.country')}</dt>
          <dd className="mt-0.5 text-sm font-semibold text-fg">{countryName}</dd>
        </div>
      </dl>
      {support ? (
        <Button variant="primary" size="lg" className="w-full" onClick={() => openSupport(support.path)}>
          <HeadsetIcon />
          {t('status.contactUs')}
        </Button>
      ) : null}
    </StatusScreen>
  );
}

/** "Brasil (BR)": the country's name in the visitor's language, the code for support. */
function countryLabel(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
