import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { regionInputSchema, type RegionSettingsInput, type SiteAccessSettings } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api } from '../../lib/api';
import { contractResolver, firstErrorUnder } from '../../lib/contract-form';
import { SaveOutcome, useSave } from './section-state';
import { settingsKey, settingsPath, type BrandChoice } from './settings-api';

const LISTS = ['allowedCountries', 'blockedCountries', 'ipAllowlist'] as const;
type Values = Record<(typeof LISTS)[number], string>;

/** "br, PT  US" → ["br", "PT", "US"]: commas, spaces or lines between entries. */
const entries = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/**
 * Region rules: countries allowed (empty: any not blocked), countries blocked, and addresses that
 * always get in. Players elsewhere see the site's region page.
 */
export function SiteRegion({
  status,
  brand,
  mayWrite,
}: {
  status: SiteAccessSettings;
  brand: BrandChoice;
  mayWrite: boolean;
}) {
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
  const { mutation, outcome } = useSave(
    (body: RegionSettingsInput) => api<SiteAccessSettings>('PUT', settingsPath('region', brand), body),
    form.setError,
    (saved) => client.setQueryData(settingsKey('site-status', brand), saved),
  );
  const errors = form.formState.errors;
  return (
    <form
      className="card space-y-3"
      aria-labelledby="region-title"
      noValidate
      onSubmit={(event) => void form.handleSubmit((body) => mutation.mutate(body))(event)}
    >
      <h2 id="region-title" className="text-xl font-bold">
        {t('settings.site.region')}
      </h2>
      <p className="text-fg-muted">{t('settings.site.regionHelp')}</p>
      <fieldset className="grid gap-3 md:grid-cols-3" disabled={!mayWrite || mutation.isPending}>
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
      </fieldset>
      {mayWrite && (
        <button className="btn-primary" disabled={mutation.isPending}>
          {t('settings.site.saveRegion')}
        </button>
      )}
      <SaveOutcome invalid={Object.keys(errors).length > 0} outcome={outcome} doneText={t('settings.saved')} />
    </form>
  );
}
