import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../lib/session';
import { BrandsSection } from './settings/brands-domains';
import { FeatureFlagsSection } from './settings/feature-flags';
import { OperatorsSection } from './settings/operators-section';
import { RegistrationFieldsSection } from './settings/registration-fields';
import { RolesMatrixSection } from './settings/roles-matrix';
import { useBrands, type BrandChoice } from './settings/settings-api';
import { Tabs, type Tab } from '../components/tabs';
import { SiteStatusSection } from './settings/site-status';

/**
 * Settings (issue 25): whether the site is open (maintenance, region rules), the registration
 * form's field rules, the whitelabel flags, the brands and their domains, operator accounts and
 * the roles' permissions. settings.read looks, settings.write changes, operators.manage (admins)
 * manages accounts: the server's matrix. An operator of every brand picks the brand first.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const held = usePermissions().data?.permissions ?? [];
  const mayWrite = held.includes('settings.write');
  const brands = useBrands();
  const [brand, setBrand] = useState<BrandChoice>(null);
  const [tab, setTab] = useState('site');
  const perBrand = (panel: (b: BrandChoice) => ReactNode) => () => (
    // A new brand starts its forms afresh from that brand's values.
    <div key={brand ?? ''}>{panel(brand)}</div>
  );
  const tabs: Tab[] = [
    {
      id: 'site',
      label: t('settings.tabs.site'),
      panel: perBrand((b) => <SiteStatusSection brand={b} mayWrite={mayWrite} />),
    },
    {
      id: 'registration',
      label: t('settings.tabs.registration'),
      panel: perBrand((b) => <RegistrationFieldsSection brand={b} mayWrite={mayWrite} />),
    },
    {
      id: 'flags',
      label: t('settings.tabs.flags'),
      panel: perBrand((b) => <FeatureFlagsSection brand={b} mayWrite={mayWrite} />),
    },
    { id: 'brands', label: t('settings.tabs.brands'), panel: () => <BrandsSection mayWrite={mayWrite} /> },
    ...(held.includes('operators.manage')
      ? [{ id: 'operators', label: t('settings.tabs.operators'), panel: () => <OperatorsSection /> }]
      : []),
    { id: 'roles', label: t('settings.tabs.roles'), panel: () => <RolesMatrixSection /> },
  ];
  const choices = brands.data ?? [];
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-extrabold">{t('settings.title')}</h1>
      {choices.length > 1 && (
        <label className="flex items-center gap-2">
          {t('settings.brand')}
          <select className="field w-60" value={brand ?? ''} onChange={(e) => setBrand(e.target.value || null)}>
            {choices.map((b) => (
              <option key={b.code} value={b.isDefault ? '' : b.code}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <Tabs label={t('settings.title')} tabs={tabs} current={tab} onChange={setTab} />
    </section>
  );
}
