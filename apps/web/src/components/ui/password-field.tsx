import type { FieldValues, Path } from 'react-hook-form';
import { PasswordInput } from './form';
import { FormField, type FormFieldProps } from './form-field';
import { LockIcon } from './icons';

/**
 * A password field of a form: FormField with the show/hide password input, a lock at its start
 * and the passwords' length cap, each of which a field may still set for itself.
 */
export function PasswordField<V extends FieldValues, N extends Path<V>>(
  props: Omit<FormFieldProps<V, N, typeof PasswordInput>, 'as'>,
) {
  return (
    <FormField<V, N, typeof PasswordInput>
      as={PasswordInput}
      start={<LockIcon size={18} />}
      maxLength={255}
      {...props}
    />
  );
}
