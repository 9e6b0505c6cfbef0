import type { FieldError } from '@arcadia/contracts';

type IssueLike = {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
};

/** A schema may set an i18n key as its message (e.g. `reg_pattern_3`); prose messages are not keys. */
const I18N_KEY = /^[a-z][\w.]*$/i;

/** Turns zod issues (as fastify-type-provider-zod reports them) into the envelope's field errors. */
export function toFieldErrors(issues: readonly IssueLike[], part?: string): FieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || part || 'body';
    const params = issue.params ?? {};
    if (issue.message && I18N_KEY.test(issue.message) && !issue.message.includes(' ')) {
      return { field, key: issue.message, params: pickBounds(params) };
    }
    switch (issue.keyword) {
      case 'too_small':
        return { field, key: 'validation.too_short', params: { min: Number(params.minimum ?? 0) } };
      case 'too_big':
        return { field, key: 'validation.too_long', params: { max: Number(params.maximum ?? 0) } };
      case 'invalid_type':
        return params.input === undefined
          ? { field, key: 'validation.required' }
          : { field, key: 'validation.invalid' };
      default:
        return { field, key: 'validation.invalid' };
    }
  });
}

function pickBounds(params: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (typeof params.minimum === 'number' || typeof params.minimum === 'bigint') out.min = Number(params.minimum);
  if (typeof params.maximum === 'number' || typeof params.maximum === 'bigint') out.max = Number(params.maximum);
  return out;
}
