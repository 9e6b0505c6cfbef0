import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GAME_CATEGORIES,
  MISSION_KINDS,
  missionInputSchema,
  type AdminMission,
  type MissionInput,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { contractResolver, errorAt } from '../../lib/contract-form';
import { CadenceField } from './cadence-field';
import { givenTitles, NO_TITLES, TitlesFields, type Titles } from './titles-fields';

export const MISSIONS_KEY = ['missions'];

type Values = {
  code: string;
  titles: Titles;
  kind: string;
  cadence: string;
  target: string;
  multiplier: string;
  category: string;
  reward: string;
  score: string;
  sortOrder: string;
};

/** The kinds that may count one game category only. */
const CATEGORY_KINDS = new Set(['rounds', 'wager', 'multiplier']);

const blankOr = <T,>(text: string, value: (t: string) => T) => (text.trim() === '' ? undefined : value(text));

/** The form's text as the API's body: empty optional fields left out (the schema's defaults apply). */
const toInput = (v: Values) => ({
  code: v.code,
  titles: givenTitles(v.titles),
  kind: v.kind,
  cadence: v.cadence,
  target: v.target,
  ...(v.kind === 'multiplier' ? { multiplier: blankOr(v.multiplier, String) } : {}),
  ...(CATEGORY_KINDS.has(v.kind) ? { category: blankOr(v.category, String) } : {}),
  reward: v.reward,
  score: blankOr(v.score, Number),
  sortOrder: blankOr(v.sortOrder, Number),
});

/**
 * A new mission (running at once): its code, title per language, what it counts (kind, and the
 * win multiple or game category where the kind takes one), the target a period, the reward and
 * the leaderboard score it gives. The terms of a running mission do not change (the API has no
 * edit): members' progress was counted against them.
 */
export function MissionForm({ onDone }: { onDone: (created: AdminMission | null) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<Values, unknown, MissionInput>({
    defaultValues: {
      code: '',
      titles: NO_TITLES,
      kind: 'rounds',
      cadence: 'daily',
      target: '',
      multiplier: '',
      category: '',
      reward: '',
      score: '10',
      sortOrder: '0',
    },
    resolver: contractResolver(missionInputSchema, t, toInput),
  });
  const save = useMutation({
    mutationFn: (body: MissionInput) => api<AdminMission>('POST', '/missions', body),
    onSuccess: (created) => {
      void client.invalidateQueries({ queryKey: MISSIONS_KEY });
      onDone(created);
    },
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const text = (
    name: 'code' | 'target' | 'multiplier' | 'reward' | 'score' | 'sortOrder',
    label: string,
    hint?: string,
  ) => (
    <Field label={label} error={errorAt(errors, name)} {...(hint ? { hint } : {})}>
      {(c) => <input {...c} {...form.register(name)} className="field w-40" />}
    </Field>
  );
  return (
    <form
      className="card space-y-4"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      noValidate
      aria-labelledby="mission-new-title"
    >
      <h2 id="mission-new-title" className="text-xl font-bold">
        {t('missions.newMission')}
      </h2>
      <p className="text-fg-muted">{t('missions.noEdit')}</p>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        {text('code', t('missions.code'), t('missions.codeHint'))}
        <Field label={t('missions.kind')} error={errorAt(errors, 'kind')}>
          {(c) => (
            <select {...c} {...form.register('kind')} className="field">
              {MISSION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`missions.kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CadenceField registered={form.register('cadence')} errors={errors} />
        {text('target', t('missions.target'), t('missions.targetHint'))}
        {kind === 'multiplier' && text('multiplier', t('missions.multiplier'))}
        {CATEGORY_KINDS.has(kind) && (
          <Field label={t('missions.category')} error={errorAt(errors, 'category')}>
            {(c) => (
              <select {...c} {...form.register('category')} className="field">
                <option value="">{t('missions.anyCategory')}</option>
                {GAME_CATEGORIES.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {text('reward', t('missions.reward'))}
        {text('score', t('missions.score'))}
        {text('sortOrder', t('missions.sortOrder'))}
      </fieldset>
      <TitlesFields register={form.register} errors={errors} disabled={save.isPending} />
      <div className="flex gap-2">
        <button className="btn-primary" disabled={save.isPending}>
          {t('missions.create')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => onDone(null)}>
          {t('missions.cancel')}
        </button>
      </div>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-danger">
          {t('form.fix')}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-danger">
          {errorText(save.error)}
        </p>
      )}
    </form>
  );
}
