import { LANGUAGES } from '@arcadia/contracts';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { errorAt } from '../../lib/contract-form';

export type Titles = Record<(typeof LANGUAGES)[number], string>;
export const NO_TITLES = Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as Titles;

/** The titles as the API takes them: only the languages given (a member sees English, then any, when theirs has none). */
export const givenTitles = (titles: Titles) => Object.fromEntries(Object.entries(titles).filter(([, v]) => v.trim()));

/** A title input per language; at least one is needed (its message shows under the group). */
export function TitlesFields({
  register,
  errors,
  disabled,
}: {
  register: (name: `titles.${(typeof LANGUAGES)[number]}`) => UseFormRegisterReturn;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const missing = errorAt(errors, 'titles');
  return (
    <fieldset className="flex flex-wrap items-start gap-4" disabled={disabled} aria-describedby="titles-error">
      <legend className="mb-2 font-semibold">{t('missions.titles')}</legend>
      {LANGUAGES.map((l) => (
        <Field key={l} label={`${t('missions.titleField')} ${l.toUpperCase()}`} error={errorAt(errors, `titles.${l}`)}>
          {(c) => <input {...c} {...register(`titles.${l}`)} className="field w-48" maxLength={80} />}
        </Field>
      ))}
      {missing && (
        <span id="titles-error" className="w-full text-sm text-danger">
          {missing}
        </span>
      )}
    </fieldset>
  );
}
