import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { setting } from '@/test/account-harness';
import { decodeFieldError, fieldErrorText, fillBounds, ruleSchema } from './field-rules';

const messageOf = (schema: ReturnType<typeof ruleSchema>, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('form rules built from the server settings', () => {
  it('a required field refuses an empty value; an optional one accepts it', () => {
    expect(messageOf(ruleSchema(setting({ field: 'username', required: true })), '  ')).toBe('validation.required');
    expect(messageOf(ruleSchema(setting({ field: 'email', required: false, patternId: 2 })), '')).toBeNull();
  });

  it('a value breaking the pattern gets reg_pattern_{id} with the bounds', () => {
    const schema = ruleSchema(setting({ field: 'username', minLength: 6, maxLength: 16, patternId: 0 }));
    const message = messageOf(schema, 'bad name!')!;
    expect(decodeFieldError(message)).toEqual({ key: 'reg_pattern_0', params: { min: 6, max: 16 } });
    expect(messageOf(schema, 'player01')).toBeNull();
    expect(fieldErrorText(i18n.t, message)).toBe('6-16 caracteres, apenas letras e números.');
  });

  it('says a single number when min equals max', () => {
    const schema = ruleSchema(setting({ field: 'paymentPassword', minLength: 6, maxLength: 6, patternId: 3 }));
    const message = messageOf(schema, '12345')!;
    expect(fieldErrorText(i18n.t, message)).toBe('6 dígitos, apenas números.');
    expect(fillBounds('Must have (min)-(max) characters.', { min: 4, max: 4 })).toBe('Must have 4 characters.');
  });

  it('forceRequired makes an optional rule required (new password, login mobile)', () => {
    const rule = setting({
      field: 'password',
      required: false,
      enabled: false,
      minLength: 6,
      maxLength: 20,
      patternId: 5,
    });
    expect(messageOf(ruleSchema(rule), '')).toBeNull();
    expect(messageOf(ruleSchema(rule, { forceRequired: true }), '')).toBe('validation.required');
  });

  it('translates server field errors and codes, falling back to unknown', () => {
    expect(fieldErrorText(i18n.t, 'validation.confirm_mismatch')).toBe('A confirmação não confere.');
    expect(fieldErrorText(i18n.t, 'register.username_taken')).toBe(i18n.t('errors.register.username_taken'));
    expect(fieldErrorText(i18n.t, 'something.else')).toBe(i18n.t('errors.unknown'));
  });
});
