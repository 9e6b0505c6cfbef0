import type { ColumnDef } from '@tanstack/react-table';
import { helpArticleInputSchema, type Language } from '@arcadia/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { errorAt } from '../../lib/contract-form';
import { numberOrNull } from '../../lib/form-errors';
import { localTime } from '../../lib/local-time';
import { RichContentList } from './rich-content-list';
import type { RichContentKind } from './rich-content-form';

type Article = {
  id: number;
  language: Language;
  category: string;
  slug: string | null;
  title: string;
  content: string;
  sort: number;
  enabled: boolean;
  updatedAt: string;
};
type Values = {
  language: string;
  category: string;
  slug: string;
  title: string;
  content: string;
  sort: string;
  enabled: boolean;
};

const valuesOf = (row: Article | null, language: string): Values => ({
  language: row?.language ?? language,
  category: row?.category ?? '',
  slug: row?.slug ?? '',
  title: row?.title ?? '',
  content: row?.content ?? '',
  sort: String(row?.sort ?? 0),
  enabled: row?.enabled ?? true,
});
const toInput = (v: Values) => ({
  ...v,
  slug: v.slug.trim() === '' ? null : v.slug.trim(),
  sort: numberOrNull(v.sort),
});

/**
 * The help centre: articles in categories, per language. The site lists categories in the order
 * of their first article and articles by their order number, as this table does.
 */
export function HelpSection({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const columns: ColumnDef<Article, unknown>[] = [
    { accessorKey: 'category', header: t('content.category') },
    { accessorKey: 'sort', header: t('content.sort') },
    { accessorKey: 'title', header: t('content.titleColumn') },
    { accessorKey: 'language', header: t('content.language') },
    { id: 'slug', header: t('content.slug'), accessorFn: (r) => r.slug ?? '—' },
    { id: 'enabled', header: t('content.enabled'), accessorFn: (r) => (r.enabled ? '✓' : '—') },
    { id: 'updatedAt', header: t('content.updatedAt'), accessorFn: (r) => localTime(r.updatedAt, i18n.language) },
  ];
  return (
    <RichContentList
      path="help"
      title={t('content.help')}
      newLabel={t('content.newArticle')}
      mayWrite={mayWrite}
      kind={(rows) => articleKind(t, [...new Set(rows.map((r) => r.category))])}
      values={(row) => valuesOf(row, i18n.language)}
      columns={columns}
      arrange={(rows) =>
        [...rows].sort((a, b) => a.language.localeCompare(b.language) || a.sort - b.sort || a.id - b.id)
      }
    />
  );
}

/** A help article's own fields: its category (one of those written, or a new one), page name and order. */
function articleKind(
  t: TFunction,
  categories: string[],
): Omit<RichContentKind<Values, typeof helpArticleInputSchema>, 'path'> {
  return {
    schema: helpArticleInputSchema,
    toInput,
    titles: { new: t('content.newArticle'), edit: t('content.editArticle'), help: t('content.articleHelp') },
    everyLanguage: false,
    fields: (form) => {
      const errors = form.formState.errors;
      return (
        <>
          <Field label={t('content.category')} error={errorAt(errors, 'category')}>
            {(c) => <input {...c} {...form.register('category')} className="field" list="help-categories" />}
          </Field>
          <datalist id="help-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Field label={t('content.slug')} hint={t('content.slugHelp')} error={errorAt(errors, 'slug')}>
            {(c) => <input {...c} {...form.register('slug')} className="field" />}
          </Field>
          <Field label={t('content.sort')} error={errorAt(errors, 'sort')}>
            {(c) => <input {...c} {...form.register('sort')} className="field" inputMode="numeric" />}
          </Field>
        </>
      );
    },
  };
}
