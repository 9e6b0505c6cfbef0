import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Hub88Sync, Hub88SyncStatus } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../../lib/api';
import { localTime } from '../../lib/local-time';

const SYNC_KEY = ['games', 'sync-hub88'];
const running = (sync: Hub88Sync | null | undefined) => sync?.state === 'queued' || sync?.state === 'running';

/** `games:sync hub88`: starts the job, follows it while it runs, and shows what the latest sync did. */
export function Hub88SyncPanel({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const status = useQuery({
    queryKey: SYNC_KEY,
    queryFn: () => api<Hub88SyncStatus>('GET', '/games/sync/hub88'),
    refetchInterval: (query) => (running(query.state.data?.last) ? 1500 : false),
  });
  const start = useMutation({
    mutationFn: () => api<Hub88SyncStatus>('POST', '/games/sync/hub88', {}),
    onSuccess: (answer) => client.setQueryData(SYNC_KEY, answer),
  });
  const last = status.data?.last;
  const configured = status.data?.configured ?? false;
  return (
    <section className="card space-y-3" aria-labelledby="hub88-sync">
      <h2 id="hub88-sync" className="text-xl font-bold">
        {t('games.sync.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('games.sync.help')}</p>
      {status.data && !configured && <p>{t('games.sync.notConfigured')}</p>}
      {mayWrite && (
        <button
          type="button"
          className="btn-primary"
          disabled={!configured || start.isPending || running(last)}
          onClick={() => start.mutate()}
        >
          {t('games.sync.start')}
        </button>
      )}
      {(status.isError || start.isError) && (
        <p role="alert" className="text-danger">
          {errorText(status.error ?? start.error)}
        </p>
      )}
      {last && (
        <div role="status" className="space-y-1">
          <p>
            {t(`games.sync.states.${last.state}`, { at: localTime(last.finishedAt ?? last.startedAt, i18n.language) })}
          </p>
          {last.result && (
            <p>
              {t('games.sync.result', {
                vendors: last.result.vendors.join(', ') || '—',
                added: last.result.added,
                updated: last.result.updated,
                disabled: last.result.disabled,
                skipped: last.result.skipped,
              })}
            </p>
          )}
          {last.error && <p className="text-danger">{last.error}</p>}
        </div>
      )}
    </section>
  );
}
