import { LANGUAGES, PAYMENT_ERROR_STATUS } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../messages.ts';

describe('payment messages', () => {
  it('every payment, withdrawal and operator error code has a message in every language', () => {
    for (const language of LANGUAGES) {
      for (const code of Object.keys(PAYMENT_ERROR_STATUS))
        expect({ language, code, has: code in DICTIONARIES[language] }).toEqual({ language, code, has: true });
    }
  });
});
