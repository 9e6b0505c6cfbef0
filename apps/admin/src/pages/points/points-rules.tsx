import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  POINTS_RULE_CATEGORIES,
  POINTS_RULE_KINDS,
  pointsRuleInputSchema,
  type PointsRule,
  type PointsRuleInput,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { checkWith, numberOrNull, textOrNull, type FieldErrors } from '../../lib/form-errors';
import { POINTS_CONFIG_KEY, usePointsConfig } from './points-config';

/**
 * How members earn points: per valid bet of a game category (or ALL), or per deposit above a
 * minimum. Saving a rule of the same kind and category replaces it; removing one stops earning.
 */
export function PointsRules({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const config = usePointsConfig();
  const [editing, setEditing] = useState<PointsRule | null>(null);
  const [kind, setKind] = useState<string>('valid_bet');
  const [errors, setErrors] = useState<FieldErrors>({});
  const refresh = () => client.invalidateQueries({ queryKey: POINTS_CONFIG_KEY });
  const save = useMutation({
    mutationFn: (rule: PointsRuleInput) => api<PointsRule>('PUT', '/points/rules', rule),
    onSuccess: () => {
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api('DELETE', `/points/rules/${id}`),
    onSuccess: () => void refresh(),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const ruleKind = String(form.get('kind'));
    const checked = checkWith(
      pointsRuleInputSchema,
      {
        kind: ruleKind,
        ...(ruleKind === 'valid_bet' ? { category: form.get('category') } : {}),
        points: numberOrNull(form.get('points')),
        perAmount: form.get('perAmount'),
        ...(textOrNull(form.get('minAmount')) ? { minAmount: textOrNull(form.get('minAmount')) } : {}),
        enabled: form.get('enabled') === 'on',
      },
      t,
    );
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.value);
  };
  const edit = (rule: PointsRule) => {
    setKind(rule.kind);
    setErrors({});
    setEditing(rule);
  };
  const columns: ColumnDef<PointsRule, unknown>[] = [
    {
      accessorKey: 'kind',
      header: t('points.ruleKind'),
      cell: ({ row }) => t(`points.ruleKinds.${row.original.kind}`),
    },
    { accessorKey: 'category', header: t('points.category') },
    { accessorKey: 'points', header: t('points.points') },
    { accessorKey: 'perAmount', header: t('points.perAmount') },
    { accessorKey: 'minAmount', header: t('points.minAmount') },
    {
      accessorKey: 'enabled',
      header: t('points.enabled'),
      cell: ({ row }) => (row.original.enabled ? t('points.yes') : t('points.no')),
    },
    {
      id: 'actions',
      header: t('points.actions'),
      cell: ({ row }) =>
        mayWrite && (
          <div className="flex gap-1">
            <button type="button" className="btn-secondary" onClick={() => edit(row.original)}>
              {t('points.edit')}
            </button>
            <button
              type="button"
              className="btn-secondary text-danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(row.original.id)}
            >
              {t('points.remove')}
            </button>
          </div>
        ),
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="rules-title">
      <h2 id="rules-title" className="text-xl font-bold">
        {t('points.rules')}
      </h2>
      {mayWrite && (
        <form
          key={editing?.id ?? 'new'}
          className="card flex flex-wrap items-start gap-4"
          onSubmit={submit}
          noValidate
          aria-label={t('points.ruleForm')}
        >
          <Field label={t('points.ruleKind')}>
            {(c) => (
              <select {...c} name="kind" className="field" value={kind} onChange={(e) => setKind(e.target.value)}>
                {POINTS_RULE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`points.ruleKinds.${k}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {kind === 'valid_bet' && (
            <Field label={t('points.category')} error={errors.category}>
              {(c) => (
                <select {...c} name="category" className="field" defaultValue={editing?.category || 'ALL'}>
                  {POINTS_RULE_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <Field label={t('points.points')} error={errors.points}>
            {(c) => (
              <input {...c} name="points" type="number" className="field w-28" defaultValue={editing?.points ?? ''} />
            )}
          </Field>
          <Field label={t('points.perAmount')} error={errors.perAmount}>
            {(c) => <input {...c} name="perAmount" className="field w-28" defaultValue={editing?.perAmount ?? ''} />}
          </Field>
          {kind === 'deposit' && (
            <Field label={t('points.minAmount')} error={errors.minAmount}>
              {(c) => <input {...c} name="minAmount" className="field w-28" defaultValue={editing?.minAmount ?? ''} />}
            </Field>
          )}
          <label className="flex items-center gap-2 pt-7">
            <input type="checkbox" name="enabled" defaultChecked={editing?.enabled ?? true} />
            {t('points.enabled')}
          </label>
          <div className="flex gap-2 pt-6">
            <button className="btn-primary" disabled={save.isPending}>
              {t('points.saveRule')}
            </button>
            {editing && (
              <button type="button" className="btn-secondary" onClick={() => setEditing(null)}>
                {t('points.cancel')}
              </button>
            )}
          </div>
        </form>
      )}
      {(save.isError || remove.isError) && (
        <p role="alert" className="text-danger">
          {errorText(save.error ?? remove.error)}
        </p>
      )}
      <DataTable label={t('points.rules')} rows={config.data?.rules ?? []} columns={columns} csvName="points-rules" />
    </section>
  );
}
