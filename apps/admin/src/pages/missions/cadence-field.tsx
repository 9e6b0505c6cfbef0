import { MISSION_CADENCES } from '@arcadia/contracts';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { errorAt } from '../../lib/contract-form';

/** The period a mission or a leaderboard runs over (daily, weekly…): one select, for both forms. */
export function CadenceField({ registered, errors }: { registered: UseFormRegisterReturn; errors: FieldErrors }) {
  const { t } = useTranslation();
  return (
    <Field label={t('missions.cadence')} error={errorAt(errors, 'cadence')}>
      {(c) => (
        <select {...c} {...registered} className="field">
          {MISSION_CADENCES.map((k) => (
            <option key={k} value={k}>
              {t(`missions.cadences.${k}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
