import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { regionInputSchema, type RegionSettingsInput, type SiteAccessSettings } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api } from '../../lib/api';
import { contractResolver, firstErrorUnder } from '../../lib/contract-form';
import { FormFrame, useFormFrame } from '../../components/form-frame';
import { settingsKey, settingsPath, type SitePartProps } from './settings-api';

const LISTS = ['allowedCountries', 'blockedCountries', 'ipAllowlist'] as const;
type Values = Record<(typeof LISTS)[number], string>;

/** "br, PT  US" → ["br", "PT", "US"]: commas, spaces or lines between entries. */
const entries = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/**
 * Region rules: countries allowed (empty: any not blocked), countries blocked, and addresses that
 * always get in. Players elsewhere see the site's region page.
 */
export function SiteRegion({ status, brand, mayWrite }: SitePartProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { region } = status;
  const form = useForm<Values, unknown, RegionSettingsInput>({
    defaultValues: {
      allowedCountries: region.allowedCountries.join(', '),
      blockedCountries: region.blockedCountries.join(', '),
      ipAllowlist: region.ipAllowlist.join(', '),
    },
    resolver: contractResolver(regionInputSchema, t, (v: Values) => ({
      allowedCountries: entries(v.allowedCountries),
      blockedCountries: entries(v.blockedCountries),
      ipAllowlist: entries(v.ipAllowlist),
    })),
  });
  const frame = useFormFrame(
    form,
    (body: RegionSettingsInput) => api<SiteAccessSettings>('PUT', settingsPath('region', brand), body),
    (saved) => client.setQueryData(settingsKey('site-status', brand), saved),
    t('settings.saved'),
    mayWrite ? t('settings.site.saveRegion') : null,
  );
  const errors = form.formState.errors;
  return (
    <FormFrame id="region-title" title={t('settings.site.region')} help={t('settings.site.regionHelp')} {...frame}>
      <div className="grid gap-3 md:grid-cols-3">
        {LISTS.map((list) => (
          <Field
            key={list}
            label={t(`settings.site.${list}`)}
            error={firstErrorUnder(errors, list)}
            hint={t(`settings.site.${list}Hint`)}
          >
            {(c) => <textarea {...c} {...form.register(list)} className="field w-full" rows={3} />}
          </Field>
        ))}
      </div>
    </FormFrame>
  );
}
