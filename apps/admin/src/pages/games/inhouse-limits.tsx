import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  INHOUSE_GAMES,
  inhouseLimitsInputSchema,
  type InhouseGames,
  type InhouseLimitsInput,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { contractResolver, errorAt, showServerErrors } from '../../lib/contract-form';
import { InhouseRtp } from './inhouse-rtp';

const INHOUSE_KEY = ['games', 'inhouse'];
type Values = InhouseLimitsInput;

const valuesOf = (view: InhouseGames): Values => ({
  limits: Object.fromEntries(
    view.games.map((g) => [g.game, { minBet: g.minBet, maxBet: g.maxBet }]),
  ) as Values['limits'],
});

/** The in-house games' bet ranges for the brand, with their RTP; the next bet is held to a saved range. */
export function InhouseLimits({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const view = useQuery({ queryKey: INHOUSE_KEY, queryFn: () => api<InhouseGames>('GET', '/games/inhouse') });
  if (view.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(view.error)}
      </p>
    );
  if (!view.data) return <p>{t('common.loading')}</p>;
  return <LimitsForm view={view.data} mayWrite={mayWrite} />;
}

function LimitsForm({ view, mayWrite }: { view: InhouseGames; mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  const form = useForm<Values, unknown, InhouseLimitsInput>({
    defaultValues: valuesOf(view),
    resolver: contractResolver(inhouseLimitsInputSchema, t, (v: Values) => v),
  });
  const save = useMutation({
    mutationFn: (body: InhouseLimitsInput) => api<InhouseGames>('PUT', '/games/inhouse/limits', body),
    onSuccess: (saved) => {
      client.setQueryData(INHOUSE_KEY, saved);
      form.reset(valuesOf(saved));
      setDone(true);
    },
    onError: (error) => showServerErrors(error, form.setError, t),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => save.mutate(body));
  const byGame = new Map(view.games.map((g) => [g.game, g]));
  return (
    <form
      className="card space-y-3"
      noValidate
      aria-labelledby="inhouse-limits"
      onSubmit={(event) => {
        setDone(false);
        void submit(event);
      }}
    >
      <h2 id="inhouse-limits" className="text-xl font-bold">
        {t('games.inhouse.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('games.inhouse.help', { currency: view.currency })}</p>
      <fieldset className="space-y-3" disabled={!mayWrite || save.isPending}>
        {INHOUSE_GAMES.map((game) => {
          const g = byGame.get(game);
          const name = t(`games.inhouse.names.${game}`);
          return (
            <div key={game} className="flex flex-wrap items-start gap-4 border-t border-line pt-3" data-game={game}>
              <div className="w-40">
                <p className="font-semibold">{name}</p>
                <p className="text-sm text-fg-muted">{t('games.inhouse.theoretical', { rtp: g?.theoreticalRtp })}</p>
              </div>
              <Field label={t('games.inhouse.minOf', { game: name })} error={errorAt(errors, `limits.${game}.minBet`)}>
                {(c) => (
                  <input
                    {...c}
                    {...form.register(`limits.${game}.minBet`)}
                    className="field w-32"
                    inputMode="decimal"
                  />
                )}
              </Field>
              <Field label={t('games.inhouse.maxOf', { game: name })} error={errorAt(errors, `limits.${game}.maxBet`)}>
                {(c) => (
                  <input
                    {...c}
                    {...form.register(`limits.${game}.maxBet`)}
                    className="field w-32"
                    inputMode="decimal"
                  />
                )}
              </Field>
              {g && (
                <p className="pt-7 text-sm text-fg-muted">
                  {t(g.custom ? 'games.inhouse.custom' : 'games.inhouse.configured', {
                    min: g.defaultMinBet,
                    max: g.defaultMaxBet,
                  })}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {mayWrite && (
        <button className="btn-primary" disabled={save.isPending}>
          {t('games.inhouse.save')}
        </button>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-danger">
          {t('form.fix')}
        </p>
      )}
      {save.isError && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-danger">
          {errorText(save.error)}
        </p>
      )}
      {done && <p role="status">{t('games.inhouse.saved')}</p>}
      <InhouseRtp measured={view.measured} />
    </form>
  );
}
