import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminBrand } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Loaded } from '../../components/form-footer';
import { api, errorText } from '../../lib/api';
import { settingsKey, settingsPath, useBrands } from './settings-api';

/** The brands this operator reaches and the domains each answers on; settings.write adds and removes domains. */
export function BrandsSection({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const brands = useBrands();
  const columns: ColumnDef<AdminBrand, unknown>[] = [
    { accessorKey: 'code', header: t('settings.brands.code') },
    { accessorKey: 'name', header: t('settings.brands.name') },
    {
      id: 'isDefault',
      header: t('settings.brands.default'),
      accessorFn: (b) => (b.isDefault ? t('settings.yes') : ''),
    },
    { accessorKey: 'currency', header: t('settings.brands.currency') },
    { id: 'languages', header: t('settings.brands.languages'), accessorFn: (b) => b.languages.join(', ') },
    { accessorKey: 'timeZone', header: t('settings.brands.timeZone') },
    {
      id: 'maintenance',
      header: t('settings.brands.status'),
      accessorFn: (b) => (b.maintenance ? t('settings.brands.inMaintenance') : t('settings.brands.open')),
    },
    {
      id: 'domains',
      header: t('settings.brands.domains'),
      accessorFn: (b) =>
        b.domains.map((d) => (d.isRoute ? t('settings.brands.route', { domain: d.domain }) : d.domain)).join(', '),
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="brands-title">
      <h2 id="brands-title" className="text-xl font-bold">
        {t('settings.brands.title')}
      </h2>
      <p className="text-fg-muted">{t('settings.brands.help')}</p>
      <Loaded query={brands}>
        {(rows) => (
          <>
            <DataTable label={t('settings.brands.title')} rows={rows} columns={columns} csvName="brands" />
            {mayWrite && rows.map((brand) => <BrandDomains key={brand.code} brand={brand} />)}
          </>
        )}
      </Loaded>
    </section>
  );
}

type DomainChange = { kind: 'add'; domain: string; isRoute: boolean } | { kind: 'remove'; domain: string };

/** One brand's domains: remove one (after a confirmation; never the primary or the last), or add one. */
function BrandDomains({ brand }: { brand: AdminBrand }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [domain, setDomain] = useState('');
  const [isRoute, setIsRoute] = useState(false);
  const change = useMutation({
    mutationFn: (c: DomainChange) =>
      c.kind === 'add'
        ? api<AdminBrand>('POST', settingsPath('brands/domains', brand.code), { domain: c.domain, isRoute: c.isRoute })
        : api<AdminBrand>('DELETE', settingsPath(`brands/domains/${encodeURIComponent(c.domain)}`, brand.code)),
    onSuccess: (saved, c) => {
      client.setQueryData<AdminBrand[]>(settingsKey('brands'), (list) =>
        list?.map((b) => (b.code === saved.code ? saved : b)),
      );
      setConfirming(null);
      // What was added is on the list now; a refused host stays in the field to fix.
      if (c.kind === 'add') setDomain('');
    },
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ kind: 'add', domain, isRoute });
  };
  const only = brand.domains.length === 1;
  const headingId = `domains-${brand.code}`;
  return (
    <section className="card space-y-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold">
        {t('settings.brands.domainsOf', { brand: brand.name })}
      </h3>
      <ul className="space-y-2">
        {brand.domains.map((d) => (
          <li key={d.domain} className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{d.domain}</span>
            {d.primary && (
              <span className="rounded-full border border-line bg-surface-2 px-2 py-0.5 text-xs">
                {t('settings.brands.primary')}
              </span>
            )}
            {d.isRoute && (
              <span className="rounded-full border border-line bg-surface-2 px-2 py-0.5 text-xs">
                {t('settings.brands.routeBadge')}
              </span>
            )}
            {!d.primary && !only && confirming !== d.domain && (
              <button
                type="button"
                className="btn-secondary"
                aria-label={t('settings.brands.removeOf', { domain: d.domain })}
                disabled={change.isPending}
                onClick={() => {
                  change.reset();
                  setConfirming(d.domain);
                }}
              >
                {t('settings.brands.remove')}
              </button>
            )}
            {confirming === d.domain && (
              <span
                role="group"
                aria-label={t('settings.brands.confirmRemove', { domain: d.domain, brand: brand.name })}
                className="flex flex-wrap items-center gap-2"
              >
                <span>{t('settings.brands.confirmRemove', { domain: d.domain, brand: brand.name })}</span>
                <button
                  type="button"
                  className="btn-primary"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: 'remove', domain: d.domain })}
                >
                  {t('settings.brands.confirm')}
                </button>
                <button type="button" className="btn-secondary" onClick={() => setConfirming(null)}>
                  {t('settings.brands.cancel')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <form className="flex flex-wrap items-end gap-3" onSubmit={add}>
        <label className="flex flex-col gap-1">
          {t('settings.brands.newDomain')}
          <input
            className="field w-72"
            value={domain}
            required
            maxLength={253}
            placeholder="play.example.com"
            aria-describedby={`${headingId}-hint`}
            onChange={(e) => setDomain(e.target.value)}
          />
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={isRoute} onChange={(e) => setIsRoute(e.target.checked)} />
          {t('settings.brands.asRoute')}
        </label>
        <button className="btn-primary" disabled={change.isPending}>
          {t('settings.brands.add')}
        </button>
      </form>
      <p id={`${headingId}-hint`} className="text-sm text-fg-muted">
        {t('settings.brands.domainHint')}
      </p>
      {change.isError && (
        <p role="alert" className="text-danger">
          {errorText(change.error)}
        </p>
      )}
    </section>
  );
}
