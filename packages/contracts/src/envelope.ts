import { z } from 'zod';

/** One field-level validation problem; `key` is an i18n key the web translates with `params`. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every JSON response body is this envelope (DESIGN.md section 3). */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value: value.nullable(),
    errors: z.array(fieldErrorSchema).optional(),
  });

export const anyEnvelopeSchema = envelope(z.unknown());
export type Envelope<T> = {
  success: boolean;
  code: string;
  message: string;
  value: T | null;
  errors?: FieldError[];
};
