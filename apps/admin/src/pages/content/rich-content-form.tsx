import { useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../components/field';
import { FormFrame, useFormFrame } from '../../components/form-frame';
import { RichTextField } from '../../components/rich-text';
import { api } from '../../lib/api';
import { contractResolver, errorAt } from '../../lib/contract-form';
import { CloseButton, LanguageOptions, useContentPath, useRefresh } from './content-rows';
import { HtmlPreview, usePreview } from './html-preview';

/** What every rich-text row has: a title, a language, a body and whether it shows. */
export type RichContentValues = FieldValues & { title: string; language: string; content: string; enabled: boolean };

export type RichContentKind<V extends RichContentValues, S extends z.ZodType> = {
  /** Under /admin/api/content. */
  path: string;
  schema: S;
  toInput: (values: V) => unknown;
  /** The form's heading for a new row and for one being edited, and its line of help. */
  titles: { new: string; edit: string; help: string };
  /** Whether "every language" may be chosen. */
  everyLanguage: boolean;
  /** The kind's own fields, beside the title and language. */
  fields: (form: UseFormReturn<V, unknown, z.output<S>>) => ReactNode;
  /** The kind's own ticks, beside "enabled". */
  ticks?: (form: UseFormReturn<V, unknown, z.output<S>>) => ReactNode;
};

/**
 * The form of a content row written in rich text (an announcement, a help article), checked by
 * its contract's schema: its title, language and own fields, the body in the editor, a preview (the
 * server's sanitised answer). A new row is POSTed, then (like a row opened for editing) PUT by its
 * id, so saving twice changes it rather than adding a second.
 */
export function RichContentForm<V extends RichContentValues, S extends z.ZodType>({
  kind,
  row,
  values,
  mayWrite,
  onClose,
}: {
  kind: RichContentKind<V, S>;
  row: { id: number } | null;
  values: V;
  mayWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh(kind.path);
  const path = useContentPath();
  const preview = usePreview();
  const [id, setId] = useState(row?.id ?? null);
  const form = useForm<V, unknown, z.output<S>>({
    defaultValues: values as DefaultValues<V>,
    resolver: contractResolver(kind.schema, t, kind.toInput),
  });
  const frame = useFormFrame(
    form,
    (body: z.output<S>) =>
      api<{ id: number }>(id === null ? 'POST' : 'PUT', path(`${kind.path}${id === null ? '' : `/${id}`}`), body),
    (saved) => {
      setId(saved.id);
      refresh();
    },
    t('content.saved'),
    mayWrite ? t('content.saveRow') : null,
  );
  const errors = form.formState.errors;
  const name = (field: string) => field as Path<V>;
  return (
    <FormFrame
      id={`${kind.path}-form-title`}
      title={id === null ? kind.titles.new : kind.titles.edit}
      help={kind.titles.help}
      {...frame}
      actions={
        <>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => preview.mutate(String(form.getValues(name('content'))))}
          >
            {t('content.showPreview')}
          </button>
          <CloseButton onClose={onClose} />
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('content.titleField')} error={errorAt(errors, 'title')}>
          {(c) => <input {...c} {...form.register(name('title'))} className="field" />}
        </Field>
        <Field label={t('content.language')} error={errorAt(errors, 'language')}>
          {(c) => (
            <select {...c} {...form.register(name('language'))} className="field">
              <LanguageOptions all={kind.everyLanguage} />
            </select>
          )}
        </Field>
        {kind.fields(form)}
      </div>
      <div className="flex flex-wrap gap-4">
        {kind.ticks?.(form)}
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register(name('enabled'))} />
          {t('content.enabled')}
        </label>
      </div>
      <Controller
        control={form.control}
        name={name('content')}
        render={({ field }) => (
          <RichTextField
            label={t('content.body')}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            error={errorAt(errors, 'content')}
          />
        )}
      />
      <HtmlPreview preview={preview} />
    </FormFrame>
  );
}
