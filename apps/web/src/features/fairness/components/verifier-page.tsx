import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SlotConfigPanel } from '@/components/fair/slot-config-panel';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/form';
import { LabelledSelect, OptionsSelect } from '@/components/ui/labelled-controls';
import { useFairTexts } from '@/i18n/fair-texts';
import { exampleFields, GAME_FIELDS, withDefaults, type FieldSpec } from '../lib/fields';
import { isVerifyGame, verify, VERIFY_GAMES, type VerifyFields, type VerifyGame } from '../lib/verify';
import { OutcomeView } from './outcome-view';
import { VerificationSteps } from './verification-steps';

/**
 * The public verifier: anyone, signed in or not, recomputes a result in the browser from the seeds
 * (or a Crash round hash, or a lottery issue seed). The inputs live in the query string, so the
 * betting record and the games link straight to a filled-in verification.
 */
export function FairnessVerifierPage() {
  const ready = useFairTexts();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const initialGame = params.get('game');
  const [game, setGame] = useState<VerifyGame>(isVerifyGame(initialGame) ? initialGame : 'dice');
  const [fields, setFields] = useState<VerifyFields>(() => withDefaults(game, Object.fromEntries(params)));
  const result = useMemo(() => verify(game, fields), [game, fields]);
  // A field the player has not changed yet shows no error: an untouched form is not a wrong one.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(Object.keys(Object.fromEntries(params))));

  const update = (nextGame: VerifyGame, next: VerifyFields) => {
    const filled = withDefaults(nextGame, next);
    setGame(nextGame);
    setFields(filled);
    setParams({ game: nextGame, ...filled }, { replace: true });
  };
  if (!ready) return null;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-5 pb-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:px-8">
      <section aria-labelledby="fair-inputs" className="space-y-4 rounded-2xl bg-surface p-5 shadow-card">
        <h2 id="fair-inputs" className="text-lg font-bold">
          {t('fair.inputs')}
        </h2>
        <p className="text-sm text-fg-muted">{t('fair.intro')}</p>
        <LabelledSelect
          label={t('fair.game')}
          value={game}
          options={VERIFY_GAMES.map((value) => ({ value, label: t(`fair.games.${value}`) }))}
          onChange={(value) => update(value as VerifyGame, fields)}
        />
        {GAME_FIELDS[game].map((spec) => (
          <InputField
            key={`${game}-${spec.name}`}
            spec={spec}
            value={fields[spec.name] ?? ''}
            error={result.ok || !touched.has(spec.name) ? undefined : result.errors[spec.name]}
            onChange={(value) => {
              setTouched((names) => new Set(names).add(spec.name));
              update(game, { ...fields, [spec.name]: value });
            }}
          />
        ))}
        <Button variant="outline" size="sm" onClick={() => update(game, exampleFields(game))}>
          {t('fair.example')}
        </Button>
      </section>
      <section
        aria-labelledby="fair-result"
        aria-live="polite"
        className="space-y-6 rounded-2xl bg-surface p-5 shadow-card"
      >
        <h2 id="fair-result" className="text-lg font-bold">
          {t('fair.outcome.title')}
        </h2>
        {result.ok ? (
          <>
            <OutcomeView outcome={result.outcome} />
            <VerificationSteps
              commitmentLabel={t(game === 'crash' ? 'fair.steps.previousHash' : 'fair.steps.commitment')}
              commitment={result.commitment}
              blocks={result.blocks}
              floats={result.floats}
            />
          </>
        ) : (
          <p className="text-sm text-fg-muted">{t('fair.fillIn')}</p>
        )}
      </section>
      {game === 'slot' ? <SlotConfigPanel className="lg:col-span-2" /> : null}
    </div>
  );
}

function InputField({
  spec,
  value,
  error,
  onChange,
}: {
  spec: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const label = t(`fair.fields.${spec.name}`);
  return (
    <Field label={label} error={error} hint={spec.optional ? t('fair.optional') : undefined}>
      {({ inputId, control }) =>
        spec.options ? (
          <OptionsSelect
            id={inputId}
            value={value}
            options={spec.options.map((option) => ({ value: option, label: t(`fair.options.${option}`) }))}
            onChange={onChange}
          />
        ) : (
          <TextInput
            {...control}
            value={value}
            spellCheck={false}
            autoComplete="off"
            className={spec.mono ? 'font-mono text-[13px]' : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}
