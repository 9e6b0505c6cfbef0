import type { Language } from '../languages.ts';

/*
 * Kept out of status.contract.ts, which builds zod schemas: the footer on the first screen reads
 * labels, and importing them from there pulled zod into the home route's JavaScript (~22 KB).
 */

/** The label a visitor reads: in their language when the brand gave one, else the English one. */
export const resourceLabel = (
  resource: { labelNameEn: string; labels: Partial<Record<Language, string>> },
  language: Language,
): string => resource.labels[language] ?? resource.labelNameEn;
