import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaderboardInputSchema, type AdminLeaderboard, type LeaderboardInput } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { contractResolver, errorAt, firstErrorUnder } from '../../lib/contract-form';
import { CadenceField } from './cadence-field';
import { givenTitles, NO_TITLES, TitlesFields, type Titles } from './titles-fields';

export const LEADERBOARDS_KEY = ['mission-leaderboards'];
type Values = { code: string; titles: Titles; cadence: string; prizes: string };

/** "100, 50, 20" → ['100', '50', '20'] (the schema judges each). */
const prizesOf = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A new leaderboard race: members race on the scores of the missions they complete each period; prizes by place. */
export function LeaderboardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<Values, unknown, LeaderboardInput>({
    defaultValues: { code: '', titles: NO_TITLES, cadence: 'weekly', prizes: '' },
    resolver: contractResolver(leaderboardInputSchema, t, (v: Values) => ({
      code: v.code,
      titles: givenTitles(v.titles),
      cadence: v.cadence,
      prizes: prizesOf(v.prizes),
    })),
  });
  const save = useMutation({
    mutationFn: (body: LeaderboardInput) => api<AdminLeaderboard>('POST', '/missions/leaderboards', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: LEADERBOARDS_KEY });
      onDone();
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      className="card space-y-4"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      noValidate
      aria-labelledby="leaderboard-new-title"
    >
      <h3 id="leaderboard-new-title" className="text-lg font-bold">
        {t('missions.newLeaderboard')}
      </h3>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        <Field label={t('missions.code')} error={errorAt(errors, 'code')} hint={t('missions.codeHint')}>
          {(c) => <input {...c} {...form.register('code')} className="field w-40" />}
        </Field>
        <CadenceField registered={form.register('cadence')} errors={errors} />
        <Field label={t('missions.prizes')} error={firstErrorUnder(errors, 'prizes')} hint={t('missions.prizesHint')}>
          {(c) => <input {...c} {...form.register('prizes')} className="field w-64" />}
        </Field>
      </fieldset>
      <TitlesFields register={form.register} errors={errors} disabled={save.isPending} />
      <div className="flex gap-2">
        <button className="btn-primary" disabled={save.isPending}>
          {t('missions.createLeaderboard')}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t('missions.cancel')}
        </button>
      </div>
      {save.isError && (
        <p role="alert" className="text-danger">
          {errorText(save.error)}
        </p>
      )}
    </form>
  );
}
