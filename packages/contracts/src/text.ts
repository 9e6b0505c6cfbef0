import { z } from 'zod';
import { hasControlCharacters, hasMarkup } from './text-rules.ts';

export { hasControlCharacters, hasMarkup };

/**
 * The one schema for text a client sends (bodies, queries, path parameters): a string without
 * control characters, refused as a field error `validation.invalid`. Chain `.min`, `.max`,
 * `.trim`, `.regex` on it as on `z.string()`.
 */
export const text = () => z.string().refine((value) => !hasControlCharacters(value), 'validation.invalid');

/**
 * The one rule of plain-text fields (names, holder names, reasons, notes, titles, comments): the
 * value is stored and shown as typed, so markup is refused (`validation.markup`) rather than
 * kept raw for some later page to render. Chain it on a text schema: `text().check(noMarkup)`.
 */
export const noMarkup = z.refine<string>((value) => !hasMarkup(value), 'validation.markup');

/** `text()` for a plain-text field: no control characters, no markup. */
export const plainText = () => text().check(noMarkup);
