/**
 * Registration pattern ids 0–24. The operator picks one per field; server and web check with the
 * same expression, and the message key is `reg_pattern_{id}` with (min) and (max) filled in.
 */
export const REGISTRATION_PATTERNS: Record<number, { source: string; flags: string; meaning: string }> = {
  0: { source: '^[A-Za-z0-9]+$', flags: '', meaning: 'letters and digits only' },
  1: { source: '^[A-Za-z][A-Za-z0-9]*$', flags: '', meaning: 'first character a letter, then letters and digits' },
  2: { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', flags: '', meaning: 'e-mail address' },
  3: { source: '^[0-9]+$', flags: '', meaning: 'digits only' },
  4: { source: '^(?=.*[A-Z])\\S+$', flags: '', meaning: 'at least one uppercase letter, no spaces' },
  5: { source: '^\\S+$', flags: '', meaning: 'no spaces' },
  6: { source: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', flags: '', meaning: 'date yyyy-MM-dd' },
  7: { source: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$', flags: '', meaning: 'date MM-dd-yyyy' },
  8: { source: '^[\\u0E00-\\u0E7F ]+$', flags: 'u', meaning: 'Thai only' },
  9: { source: '^[\\uAC00-\\uD7AF\\u1100-\\u11FF\\u3130-\\u318F ]+$', flags: 'u', meaning: 'Korean only' },
  10: { source: '^[\\u3040-\\u30FF\\u4E00-\\u9FFF\\u3000-\\u303F\\uFF66-\\uFF9F ]+$', flags: 'u', meaning: 'Japanese' },
  11: { source: "^[\\p{L}'.-]+( +[\\p{L}'.-]+)+$", flags: 'u', meaning: 'full name in two parts' },
  12: { source: '^9[0-9]*$', flags: '', meaning: 'digits starting with 9' },
  13: { source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', flags: '', meaning: 'letters and digits, both required' },
  14: { source: '^[A-Za-z]+$', flags: '', meaning: 'letters only' },
  15: { source: '^[\\p{L} ]+$', flags: 'u', meaning: 'letters of any alphabet and spaces' },
  16: { source: '^[a-z0-9]+$', flags: '', meaning: 'lowercase letters and digits' },
  17: { source: '^[\\x21-\\x7E]+$', flags: '', meaning: 'letters, digits and symbols, no spaces' },
  18: {
    source: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])\\S+$',
    flags: '',
    meaning: 'upper- and lowercase letters and a digit',
  },
  19: { source: '^0[0-9]*$', flags: '', meaning: 'digits starting with 0' },
  20: { source: '^[\\u4E00-\\u9FFF]+$', flags: 'u', meaning: 'Chinese characters only' },
  21: { source: '^[A-Za-zÀ-ỹ ]+$', flags: 'u', meaning: 'Vietnamese letters and spaces' },
  22: { source: '^[A-Za-z0-9_]+$', flags: '', meaning: 'letters, digits and underscore' },
  23: { source: '^[A-Za-z0-9._@-]+$', flags: '', meaning: 'account handle (letters, digits, . _ @ -)' },
  24: { source: '^[\\s\\S]*$', flags: '', meaning: 'anything' },
};

const compiled = new Map<number, RegExp>();

export function patternRegExp(patternId: number): RegExp {
  let regex = compiled.get(patternId);
  if (!regex) {
    const pattern = REGISTRATION_PATTERNS[patternId];
    if (!pattern) throw new Error(`Unknown registration pattern id ${patternId}`);
    regex = new RegExp(pattern.source, pattern.flags);
    compiled.set(patternId, regex);
  }
  return regex;
}
