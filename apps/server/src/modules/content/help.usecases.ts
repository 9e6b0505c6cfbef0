import type { HelpArticleInput, HelpCategory } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { insertRow, listRows } from '../../lib/rows.ts';
import type { ContentHelpArticlesTable } from './content.tables.ts';
import { htmlText, sanitizeContentHtml } from './html-sanitizer.ts';
import { deleteInScope, updateInScope } from './scope.ts';

type Row = Omit<ContentHelpArticlesTable, 'id'> & { id: number | string | bigint };

async function articlesIn(db: Db, merchantId: number, language: string) {
  return db
    .selectFrom('content_help_articles')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('language', '=', language)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/**
 * The help centre in the reader's language, or the brand's default language when nothing is
 * written in the reader's. Categories keep the order of their first article. `keyword` matches
 * the title or the visible text (not tags or attributes), ignoring case.
 */
export async function helpCenter(
  db: Db,
  merchant: { id: number; defaultLanguage: string },
  language: string,
  query: { keyword?: string | undefined; slug?: string | undefined },
): Promise<HelpCategory[]> {
  let rows = await articlesIn(db, merchant.id, language);
  if (rows.length === 0 && language !== merchant.defaultLanguage)
    rows = await articlesIn(db, merchant.id, merchant.defaultLanguage);
  if (query.slug) rows = rows.filter((r) => r.slug === query.slug);
  const needle = query.keyword?.toLocaleLowerCase();
  if (needle) rows = rows.filter((r) => `${r.title}\n${htmlText(r.content)}`.toLocaleLowerCase().includes(needle));
  const categories = new Map<string, HelpCategory>();
  for (const row of rows) {
    const category = categories.get(row.category) ?? { category: row.category, articles: [] };
    category.articles.push({
      id: Number(row.id),
      slug: row.slug,
      title: row.title,
      content: sanitizeContentHtml(row.content),
      updatedAt: row.updated_at,
    });
    categories.set(row.category, category);
  }
  return [...categories.values()];
}

export function toAdminHelp(row: Row) {
  return {
    id: Number(row.id),
    language: row.language as never,
    category: row.category,
    slug: row.slug,
    title: row.title,
    content: row.content,
    sort: row.sort,
    enabled: row.enabled === 1,
    updatedAt: row.updated_at,
  };
}

export function listAdminHelp(db: Db, merchantId: number) {
  return listRows(db, 'content_help_articles', { merchant_id: merchantId }, ['language', 'sort', 'id'], toAdminHelp);
}

const values = (input: HelpArticleInput) => ({
  language: input.language,
  category: input.category,
  slug: input.slug,
  title: input.title,
  content: sanitizeContentHtml(input.content),
  sort: input.sort,
  enabled: input.enabled ? 1 : 0,
  updated_at: new Date().toISOString(),
});

export async function createHelpArticle(db: Db, merchantId: number, input: HelpArticleInput) {
  return insertRow(db, 'content_help_articles', { ...values(input), merchant_id: merchantId }, toAdminHelp);
}

export async function updateHelpArticle(db: Db, scope: number | null, id: number, input: HelpArticleInput) {
  const row = await updateInScope(db, 'content_help_articles', scope, id, values(input));
  return toAdminHelp(row);
}

export async function deleteHelpArticle(db: Db, scope: number | null, id: number) {
  await deleteInScope(db, 'content_help_articles', scope, id);
}
