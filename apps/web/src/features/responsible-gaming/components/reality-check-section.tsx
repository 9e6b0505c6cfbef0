import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, FormSuccess, SelectInput } from '@/components/ui/form';
import { Panel } from '@/components/ui/page-blocks';
import { useRgBrandSettings } from '@/lib/site/rg-brand-settings';
import type { RgRequests } from '../api/rg-api';
import { rgErrorText } from './rg-error';

/** Reminder intervals offered, within the contract's 10–120 minutes and the brand's range; '' is the brand's default. */
const INTERVALS = ['', '15', '30', '45', '60', '90', '120'] as const;

/** The reality-check interval: saved as soon as the member picks one. */
export function RealityCheckSection({ minutes, requests }: { minutes: number | null; requests: RgRequests }) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const { settings } = useRgBrandSettings();
  const { min, max } = settings.realityCheckRange;
  const offered = INTERVALS.filter((m) => m === '' || m === String(minutes) || (+m >= min && +m <= max));
  const change = async (value: string) => {
    setError('');
    setDone('');
    try {
      await requests.setRealityCheck(value === '' ? null : Number(value));
      setDone(t('rg.saved'));
    } catch (e) {
      setError(rgErrorText(t, e, i18n.language));
    }
  };
  return (
    <Panel title={t('rg.realityTitle')}>
      <p className="mb-4 text-sm text-fg-muted">{t('rg.realityHint')}</p>
      <Field label={t('rg.realityLabel')}>
        {({ control }) => (
          <SelectInput
            {...control}
            value={minutes === null ? '' : String(minutes)}
            onChange={(e) => void change(e.target.value)}
          >
            {offered.map((m) => (
              <option key={m} value={m}>
                {m === ''
                  ? `${t('rg.realityDefault')} (${t('rg.minutesValue', { minutes: settings.realityCheckMinutes })})`
                  : t('rg.minutesValue', { minutes: m })}
              </option>
            ))}
          </SelectInput>
        )}
      </Field>
      <FormAlert>{error}</FormAlert>
      <FormSuccess>{done}</FormSuccess>
    </Panel>
  );
}
