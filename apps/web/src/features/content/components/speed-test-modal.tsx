import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { Modal } from '@/modals/modal';
import type { ModalComponentProps } from '@/modals';
import { domainRoutesQuery } from '../api/content-api';
import { measureRoute } from '../utils/speed-probe';

type Result = number | 'failed' | 'pending';

/** The speed test dialog: every domain route of the brand, measured from the browser. */
export default function SpeedTestModal({ open, onClose }: ModalComponentProps<'speedTest'>) {
  const { t } = useTranslation();
  const { data: routes, isPending } = useQuery(domainRoutesQuery);
  const [results, setResults] = useState<Record<string, Result>>({});
  const [round, setRound] = useState(0);

  // Each result arrives on its own; a route without one yet shows "measuring".
  useEffect(() => {
    if (!routes) return;
    let live = true;
    for (const route of routes)
      void measureRoute(route.url).then((result) => {
        if (live) setResults((previous) => ({ ...previous, [route.url]: result }));
      });
    return () => {
      live = false;
    };
  }, [routes, round]);
  const again = () => {
    setResults({});
    setRound((n) => n + 1);
  };

  const times = Object.values(results).filter((r): r is number => typeof r === 'number');
  const fastest = times.length > 0 ? Math.min(...times) : null;
  return (
    <Modal name="speedTest" open={open} onClose={onClose} title={t('content.speed.title')} size="md">
      <div className="space-y-4 p-6">
        <p className="text-sm text-fg-muted">{t('content.speed.intro')}</p>
        {isPending ? (
          <Spinner />
        ) : !routes || routes.length === 0 ? (
          <p className="text-sm">{t('content.speed.none')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-2xl border border-line">
            {routes.map((route) => {
              const result = results[route.url] ?? 'pending';
              return (
                <li key={route.url} className="flex items-center gap-3 px-4 py-3 text-sm">
                  <span className="min-w-0 flex-1 truncate font-medium">{route.domain}</span>
                  <span
                    className={cn('tabular-nums', result === 'failed' ? 'text-danger' : 'text-fg-muted')}
                    data-speed={result}
                  >
                    {result === 'pending'
                      ? t('content.speed.measuring')
                      : result === 'failed'
                        ? t('content.speed.failed')
                        : t('content.speed.ms', { ms: result })}
                  </span>
                  {result === fastest ? (
                    <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-bold text-brand-fg">
                      {t('content.speed.fastest')}
                    </span>
                  ) : null}
                  <a href={route.url} className={buttonClasses('ghost', 'sm')} rel="noopener">
                    {t('content.speed.open')}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        <Button variant="outline" className="w-full" onClick={again}>
          {t('content.speed.again')}
        </Button>
      </div>
    </Modal>
  );
}
