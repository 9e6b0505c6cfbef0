import { useTranslation } from 'react-i18next';
import type { StatusValue } from '@arcadia/contracts';
import { WrenchIcon } from '@/components/ui/icons';
import { formatDateMinute } from '@/lib/date-format';
import { StatusScreen } from './status-screen';

/** Status 1. The operator's own message wins over our generic text. */
export function MaintenancePage({ status }: { status: StatusValue }) {
  const { t, i18n } = useTranslation();
  const { message, until } = status.maintenance;
  // The shared day format of the language (16/11/2026 in pt), as every other date on the site.
  const untilText = formatDateMinute(until, i18n.language);
  return (
    <StatusScreen
      brand={status.info.merchant.name}
      icon={<WrenchIcon size={30} />}
      title={t('status.maintenanceTitle')}
    >
      <p className="whitespace-pre-line">{message?.trim() ? message : t('status.maintenanceText')}</p>
      {untilText ? <p className="font-medium text-fg">{t('status.expectedBack', { time: untilText })}</p> : null}
    </StatusScreen>
  );
}
