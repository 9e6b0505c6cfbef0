import { z } from 'zod';

/**
 * True when the value holds a C0 or C1 control character (NUL, escape, backspace, DEL …). None
 * belongs in a form field, NUL cannot be stored in PostgreSQL text at all, and the others hide
 * what a value really is from the person reading it later.
 */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The one schema for text a client sends (bodies, queries, path parameters): a string without
 * control characters, refused as a field error `validation.invalid`. Chain `.min`, `.max`,
 * `.trim`, `.regex` on it as on `z.string()`.
 */
export const text = () => z.string().refine((value) => !hasControlCharacters(value), 'validation.invalid');

/**
 * True when the value holds something an HTML parser would read as markup: a tag, an end tag, a
 * comment or a processing instruction (`<` followed by a letter, `/`, `!` or `?`). A lone `<`
 * ("a < b", "<3") is ordinary text.
 */
export function hasMarkup(value: string): boolean {
  return /<[a-z/!?]/i.test(value);
}

/**
 * The one rule of plain-text fields (names, holder names, reasons, notes, titles, comments): the
 * value is stored and shown as typed, so markup is refused (`validation.markup`) rather than
 * kept raw for some later page to render. Chain it on a text schema: `text().check(noMarkup)`.
 */
export const noMarkup = z.refine<string>((value) => !hasMarkup(value), 'validation.markup');

/** `text()` for a plain-text field: no control characters, no markup. */
export const plainText = () => text().check(noMarkup);
