import { useTranslation } from 'react-i18next';
import type { StatusValue } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { HeadsetIcon, ShieldIcon } from '@/components/ui/icons';
import { useOpenSupport } from '../hooks/use-support';
import { findSupportEntry } from '../utils/support-link';
import { StatusScreen } from './status-screen';

/** Status 2: region restriction, with the visitor's IP and country so support can help. */
export function RestrictionPage({ status }: { status: StatusValue }) {
  const { t } = useTranslation();
  const openSupport = useOpenSupport();
  const support = findSupportEntry(status.info.customerService);
  const { ip, country } = status.location;
  return (
    <StatusScreen
      brand={status.info.merchant.name}
      icon={<ShieldIcon size={30} />}
      title={t('status.maintenanceTitle')}
      subtitle={t('status.restrictionSubtitle')}
    >
      <p>{t('status.restrictionText')}</p>
      <dl className="grid grid-cols-2 gap-3 text-left">
        <div className="rounded-xl bg-surface-2 px-4 py-3">
          <dt className="text-xs text-fg-muted">{t('status.ip')}</dt>
          <dd className="mt-0.5 font-mono text-sm font-semibold break-all text-fg">{ip}</dd>
        </div>
        <div className="rounded-xl bg-surface-2 px-4 py-3">
          <dt className="text-xs text-fg-muted">{t('status.country')}</dt>
          <dd className="mt-0.5 text-sm font-semibold text-fg">{country ?? t('status.unknown')}</dd>
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
