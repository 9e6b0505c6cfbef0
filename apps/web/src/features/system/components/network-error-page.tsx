import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { WifiOffIcon } from '@/components/ui/icons';
import { CLIENT_CODES, isApiError } from '@/lib/api-error';
import { StatusScreen } from './status-screen';

/** The status call failed: nothing else can be shown, so offer a retry. */
export function NetworkErrorPage({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const slow = isApiError(error) && error.code === CLIENT_CODES.timeout;
  return (
    <StatusScreen icon={<WifiOffIcon size={30} />} title={slow ? t('network.slow') : t('network.abnormal')}>
      <Button variant="primary" size="lg" className="w-full" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {t('network.retry')}
      </Button>
    </StatusScreen>
  );
}
