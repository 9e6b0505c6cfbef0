import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { REGISTER_TYPES, type FieldSetting, type RegisterSettingEntry, type RegisterType } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { api } from '../../lib/api';
import { FieldRuleForm } from './field-rule-form';
import { Loaded } from '../../components/form-footer';
import { settingsKey, settingsPath, type BrandChoice } from './settings-api';

/** The registration forms' field rules (by username, by mobile), each field's rule edited on its own. */
export function RegistrationFieldsSection({ brand, mayWrite }: { brand: BrandChoice; mayWrite: boolean }) {
  const { t } = useTranslation();
  const [registerType, setRegisterType] = useState<RegisterType>('register');
  const [editing, setEditing] = useState<string | null>(null);
  const rules = useQuery({
    queryKey: settingsKey('registration-fields', brand),
    queryFn: () => api<RegisterSettingEntry[]>('GET', settingsPath('registration-fields', brand)),
  });
  const yesNo = (on: boolean) => (on ? t('settings.yes') : t('settings.no'));
  const columns: ColumnDef<FieldSetting, unknown>[] = [
    {
      id: 'field',
      header: t('settings.registration.field'),
      accessorFn: (f) => t(`settings.registration.fields.${f.field}`),
    },
    { id: 'enabled', header: t('settings.registration.shown'), accessorFn: (f) => yesNo(f.enabled) },
    { id: 'required', header: t('settings.registration.required'), accessorFn: (f) => yesNo(f.required) },
    { accessorKey: 'minLength', header: t('settings.registration.minLength') },
    { accessorKey: 'maxLength', header: t('settings.registration.maxLength') },
    { id: 'patternId', header: t('settings.registration.patternId'), accessorFn: (f) => f.patternId ?? '—' },
    { accessorKey: 'acceptedPattern', header: t('settings.registration.acceptedPattern') },
    ...(mayWrite
      ? [
          {
            id: 'edit',
            header: t('settings.actions'),
            cell: ({ row }) => (
              <button
                type="button"
                className="btn-secondary"
                aria-label={t('settings.registration.editOf', {
                  field: t(`settings.registration.fields.${row.original.field}`),
                })}
                onClick={() => setEditing(row.original.field)}
              >
                {t('settings.registration.edit')}
              </button>
            ),
          } satisfies ColumnDef<FieldSetting, unknown>,
        ]
      : []),
  ];
  return (
    <section className="space-y-3" aria-labelledby="registration-title">
      <h2 id="registration-title" className="text-xl font-bold">
        {t('settings.registration.title')}
      </h2>
      <label className="flex items-center gap-2">
        {t('settings.registration.form')}
        <select
          className="field w-60"
          value={registerType}
          onChange={(event) => {
            setRegisterType(event.target.value as RegisterType);
            setEditing(null);
          }}
        >
          {REGISTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`settings.registration.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <Loaded query={rules}>
        {(entries) => {
          const fields = entries.find((e) => e.registerType === registerType)?.fields ?? [];
          const chosen = fields.find((f) => f.field === editing);
          return (
            <>
              {chosen && (
                <FieldRuleForm
                  key={`${registerType}-${chosen.field}`}
                  registerType={registerType}
                  setting={chosen}
                  brand={brand}
                  onClose={() => setEditing(null)}
                />
              )}
              <DataTable label={t(`settings.registration.types.${registerType}`)} rows={fields} columns={columns} />
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
