/* The plain checks behind the text schemas, apart from them so code that only checks (the site's link rule) does not load zod. */

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
 * True when the value holds something an HTML parser would read as markup: a tag, an end tag, a
 * comment or a processing instruction (`<` followed by a letter, `/`, `!` or `?`). A lone `<`
 * ("a < b", "<3") is ordinary text.
 */
export function hasMarkup(value: string): boolean {
  return /<[a-z/!?]/i.test(value);
}
