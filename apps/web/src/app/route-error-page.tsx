import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { useStaticShellGone } from '@/lib/static-shell';
import { isChunkLoadError } from './chunk-timeout';

/** A page failed inside the frame: a chunk that did not load, or a bug. Reloading fixes both. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useStaticShellGone();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 px-5 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-danger-soft text-danger">
        <AlertIcon size={28} />
      </span>
      <h1 className="text-lg font-semibold text-balance">
        {isChunkLoadError(error) ? t('network.slow') : t('errors.unknown')}
      </h1>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('network.retry')}
      </Button>
    </div>
  );
}
