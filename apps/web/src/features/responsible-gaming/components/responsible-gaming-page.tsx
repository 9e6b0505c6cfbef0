import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgState } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { Loading, Panel } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { useSessionValue } from '@/lib/session-store';
import { rgRequests, rgStateQuery } from '../api/rg-api';
import { ExclusionForm } from './exclusion-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';
import { rgErrorText } from './rg-error';

/**
 * Responsible gaming in the member centre: limits with their pending raises, the reality check,
 * and a time-out or self-exclusion. While one runs, the page says until when instead.
 */
export default function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const client = useQueryClient();
  const state = useQuery({ ...rgStateQuery(token), enabled: Boolean(token) });
  const requests = useMemo(() => rgRequests(client, token), [client, token]);
  if (state.isPending) return <Loading />;
  if (state.isError || !state.data) return <FormAlert>{t(errorMessageKey(state.error))}</FormAlert>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('rg.intro')}</p>
      {state.data.exclusion ? (
        <ExclusionNotice
          exclusion={state.data.exclusion}
          onReopen={state.data.canRequestReopen ? requests.requestReopen : null}
        />
      ) : null}
      <LimitsSection state={state.data} requests={requests} />
      <RealityCheckSection minutes={state.data.realityCheckMinutes} requests={requests} />
      {state.data.exclusion ? null : (
        <>
          <ExclusionForm kind="timeOut" requests={requests} />
          <ExclusionForm kind="selfExclusion" requests={requests} />
        </>
      )}
    </div>
  );
}

/** Until when the exclusion runs; once a self-exclusion has ended, the member may ask to reopen (24 hours later). */
function ExclusionNotice({
  exclusion,
  onReopen,
}: {
  exclusion: NonNullable<RgState['exclusion']>;
  onReopen: (() => Promise<unknown>) | null;
}) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState('');
  const reopen = () => onReopen?.().catch((e: unknown) => setError(rgErrorText(t, e, i18n.language)));
  const until = exclusion.reopensAt ?? exclusion.endsAt;
  return (
    <Panel title={t(`rg.exclusionKind.${exclusion.kind}`)}>
      <p role="status" className="text-sm">
        {until === null
          ? t('rg.excludedIndefinitely')
          : t('rg.excludedUntil', {
              until: new Date(until).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
      </p>
      {onReopen ? (
        <Button variant="outline" className="mt-3" onClick={() => void reopen()}>
          {t('rg.reopen')}
        </Button>
      ) : null}
      <FormAlert>{error}</FormAlert>
    </Panel>
  );
}
