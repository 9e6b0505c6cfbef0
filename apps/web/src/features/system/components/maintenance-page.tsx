import { useTranslation } from 'react-i18next';
import type { StatusValue } from '@arcadia/contracts';
import { WrenchIcon } from '@/components/ui/icons';
import { StatusScreen } from './status-screen';

/** Status 1. The operator's own message wins over our generic text. */
export function MaintenancePage({ status }: { status: StatusValue }) {
  const { t, i18n } = useTranslation();
  const { message, until } = status.maintenance;
  const untilText = until ? formatUntil(until, i18n.language) : null;
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

function formatUntil(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
