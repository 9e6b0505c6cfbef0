import { useForm, type FieldErrors } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raffleInputSchema, type AdminRaffle, type RaffleInput } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { blankAsNull, contractResolver, errorAt, firstErrorUnder, showServerErrors } from '../../lib/contract-form';
import { givenTitles, NO_TITLES, TitlesFields, type Titles } from '../missions/titles-fields';

export const RAFFLES_KEY = ['raffles'];

type Values = {
  titles: Titles;
  startsAt: string;
  endsAt: string;
  drawAt: string;
  claimUntil: string;
  perTurnover: string;
  perDeposit: string;
  maxPerMember: string;
  prizes: string;
};

/** A datetime-local value (the browser's zone) as an ISO instant; kept as typed when it is not one. */
const iso = (local: string) => {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

/** "3 bonus 20.00 5" → a prize line; the schema judges what it makes of each word. */
export function prizeLine(line: string) {
  const [count, kind, value, multiple] = line.trim().split(/\s+/);
  const n = Number(count);
  if (kind === 'points') return { kind, count: n, points: Number(value) };
  if (kind === 'bonus') return { kind, count: n, amount: value ?? '', multiple: Number(multiple ?? 1) };
  return { kind, count: n, amount: value ?? '' };
}

const toInput = (v: Values) => ({
  content: Object.fromEntries(Object.entries(givenTitles(v.titles)).map(([lang, title]) => [lang, { title }])),
  startsAt: iso(v.startsAt),
  endsAt: iso(v.endsAt),
  drawAt: iso(v.drawAt),
  claimUntil: iso(v.claimUntil),
  tickets: {
    perTurnover: blankAsNull(v.perTurnover),
    perDeposit: blankAsNull(v.perDeposit),
    maxPerMember: v.maxPerMember.trim() === '' ? null : Number(v.maxPerMember),
  },
  prizes: v.prizes
    .split('\n')
    .filter((l) => l.trim())
    .map(prizeLine),
});

/**
 * A new raffle, scheduled at once: its titles, when tickets are earned, the draw and the claim
 * deadline, the ticket rule, and the prizes (one line each). The server picks the seed and
 * publishes its hash on creation; the terms cannot change afterwards (tickets were counted on them).
 */
export function RaffleForm({ onDone }: { onDone: (created: AdminRaffle | null) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<Values, unknown, RaffleInput>({
    defaultValues: {
      titles: NO_TITLES,
      startsAt: '',
      endsAt: '',
      drawAt: '',
      claimUntil: '',
      perTurnover: '50.00',
      perDeposit: '',
      maxPerMember: '',
      prizes: '',
    },
    resolver: contractResolver(raffleInputSchema, t, toInput),
  });
  const save = useMutation({
    mutationFn: (body: RaffleInput) => api<AdminRaffle>('POST', '/raffles', body),
    onSuccess: (created) => {
      void client.invalidateQueries({ queryKey: RAFFLES_KEY });
      onDone(created);
    },
    onError: (error) =>
      showServerErrors(error, form.setError, t, (field) =>
        field.startsWith('tickets.') ? field.slice('tickets.'.length) : field.startsWith('prizes') ? 'prizes' : field,
      ),
  });
  const errors = form.formState.errors;
  const time = (name: 'startsAt' | 'endsAt' | 'drawAt' | 'claimUntil') => (
    <Field label={t(`raffles.${name}`)} error={errorAt(errors, name)}>
      {(c) => <input {...c} {...form.register(name)} type="datetime-local" className="field w-56" />}
    </Field>
  );
  const amount = (name: 'perTurnover' | 'perDeposit') => (
    <Field
      label={t(`raffles.${name}`)}
      error={errorAt(errors, `tickets.${name}`) ?? errorAt(errors, name)}
      hint={t('raffles.perHint')}
    >
      {(c) => <input {...c} {...form.register(name)} inputMode="decimal" className="field w-40" />}
    </Field>
  );
  return (
    <form
      className="card space-y-4"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      noValidate
      aria-labelledby="raffle-new-title"
    >
      <h3 id="raffle-new-title" className="text-lg font-bold">
        {t('raffles.newRaffle')}
      </h3>
      <TitlesFields
        register={(name) => form.register(name)}
        // The schema judges the titles as the request's `content`: its refusal shows under the titles.
        errors={{ ...errors, titles: (errors as FieldErrors).content ?? errors.titles } as FieldErrors}
        disabled={save.isPending}
      />
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        {time('startsAt')}
        {time('endsAt')}
        {time('drawAt')}
        {time('claimUntil')}
      </fieldset>
      <fieldset className="flex flex-wrap items-start gap-4" disabled={save.isPending}>
        {amount('perTurnover')}
        {amount('perDeposit')}
        <Field label={t('raffles.maxPerMember')} error={errorAt(errors, 'tickets.maxPerMember')}>
          {(c) => <input {...c} {...form.register('maxPerMember')} inputMode="numeric" className="field w-32" />}
        </Field>
      </fieldset>
      <Field label={t('raffles.prizes')} error={firstErrorUnder(errors, 'prizes')} hint={t('raffles.prizesHint')}>
        {(c) => <textarea {...c} {...form.register('prizes')} rows={4} className="field w-full max-w-xl font-mono" />}
      </Field>
      <div className="flex gap-2">
        <button className="btn-primary" disabled={save.isPending}>
          {t('raffles.create')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => onDone(null)}>
          {t('raffles.cancel')}
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
