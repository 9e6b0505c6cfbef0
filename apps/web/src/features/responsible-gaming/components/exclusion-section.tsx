import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { selfExclusionSchema, timeOutSchema } from '@arcadia/contracts';
import { Checkbox, FormAlert, SelectInput, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/page-blocks';
import type { RgRequests } from '../api/rg-api';
import { rgErrorText } from './rg-error';

/** The lengths offered: a time-out of 24 hours to 6 weeks, a self-exclusion of 6 months to 5 years or indefinite. */
const TIME_OUT_DAYS = [1, 7, 14, 30, 42] as const;
const SELF_EXCLUSION = ['6', '12', '24', '60', 'indefinite'] as const;

/*
 * The form keeps the length as the select's text and the confirmation box as a boolean; the
 * contract's schema (confirm must be true) checks what is sent, so an unticked box never leaves.
 */
const timeOutForm = z.object({ length: z.string(), confirm: z.boolean() }).transform((v, ctx) => {
  const parsed = timeOutSchema.safeParse({ days: Number(v.length), confirm: v.confirm });
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'rg.mustConfirm' });
  return parsed.data!;
});
const selfExclusionForm = z.object({ length: z.string(), confirm: z.boolean() }).transform((v, ctx) => {
  const months = v.length === 'indefinite' ? null : Number(v.length);
  const parsed = selfExclusionSchema.safeParse({ months, confirm: v.confirm });
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'rg.mustConfirm' });
  return parsed.data!;
});
type Values = { length: string; confirm: boolean };

/** A time-out or a self-exclusion: in force at once and never shortened, so the member ticks a box first. */
export function ExclusionForm({ kind, requests }: { kind: 'timeOut' | 'selfExclusion'; requests: RgRequests }) {
  const { t, i18n } = useTranslation();
  const [formError, setFormError] = useState('');
  const timeOut = kind === 'timeOut';
  const form = useForm<Values>({
    resolver: zodResolver(timeOut ? timeOutForm : selfExclusionForm) as unknown as Resolver<Values>,
    defaultValues: { length: timeOut ? '1' : '6', confirm: false },
  });
  const confirmError = form.formState.errors.confirm?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError('');
    const body = values as unknown as { days: number } | { months: number | null };
    try {
      if ('days' in body) await requests.takeTimeOut(body.days);
      else await requests.selfExclude(body.months);
    } catch (error) {
      setFormError(rgErrorText(t, error, i18n.language));
    }
  });

  const options = timeOut
    ? TIME_OUT_DAYS.map((d) => ({ value: String(d), label: t(`rg.timeOutLength.d${d}`) }))
    : SELF_EXCLUSION.map((m) => ({ value: m, label: t(`rg.selfExclusionLength.${m}`) }));
  return (
    <Panel title={t(timeOut ? 'rg.timeOutTitle' : 'rg.selfExclusionTitle')}>
      <p className="mb-4 text-sm text-fg-muted">{t(timeOut ? 'rg.timeOutHint' : 'rg.selfExclusionHint')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField form={form} name="length" label={t('rg.lengthLabel')} as={SelectInput}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FormField>
        <Checkbox label={t('rg.confirmIrreversible')} {...form.register('confirm')} />
        {confirmError ? (
          <p role="alert" className="text-xs font-medium text-danger">
            {t('rg.mustConfirm')}
          </p>
        ) : null}
        <FormAlert>{formError}</FormAlert>
        <SubmitButton variant="outline" loading={form.formState.isSubmitting}>
          {t(timeOut ? 'rg.timeOutSubmit' : 'rg.selfExclusionSubmit')}
        </SubmitButton>
      </form>
    </Panel>
  );
}
