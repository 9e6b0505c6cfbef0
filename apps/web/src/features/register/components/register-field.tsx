import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldSetting } from '@arcadia/contracts';
import { Field, PasswordInput, TextInput } from '@/components/ui/form';
import { LockIcon, MailIcon, TicketIcon, UserIcon } from '@/components/ui/icons';
import { CaptchaInput } from '@/components/verification/captcha-input';
import { CountryCodePicker } from '@/components/verification/country-code-picker';
import { sendSmsCode } from '@/lib/verification/verification-api';
import { SmsCodeButton } from '@/components/verification/sms-code-button';
import { encodeFieldError } from '@/lib/field-rules';
import { REGISTER_MODULE_ID } from '../api/register-api';
import { FIELD_META } from '../utils/field-meta';
import type { RegisterValues } from '../utils/register-schema';

const ICONS = {
  username: <UserIcon size={18} />,
  password: <LockIcon size={18} />,
  confirmPassword: <LockIcon size={18} />,
  paymentPassword: <LockIcon size={18} />,
  email: <MailIcon size={18} />,
  affiliateCode: <TicketIcon size={18} />,
} as Partial<Record<string, ReactNode>>;

/** One registration field, drawn from its setting: label, placeholder (* when required), error. */
export function RegisterField({
  setting,
  form,
  captchaKey,
}: {
  setting: FieldSetting;
  form: UseFormReturn<RegisterValues>;
  captchaKey: number;
}) {
  const { t } = useTranslation();
  const name = setting.field;
  const meta = FIELD_META[name];
  const error = form.formState.errors[name]?.message;
  const placeholder = `${t(meta.placeholder)}${setting.required ? ' *' : ''}`;
  const common = {
    ...form.register(name, {
      // An error shown before the field was ever left (the SMS button checks the number) would
      // stay until blur; vanishing then shifts the form under the pointer and swallows the click
      // that caused the blur. So a field with an error is re-checked as it is corrected.
      onChange: () => {
        if (form.getFieldState(name).error) void form.trigger(name);
      },
    }),
    placeholder,
    autoComplete: meta.type === 'password' ? 'new-password' : 'off',
    maxLength: Math.min(setting.maxLength, 255),
    inputMode: meta.inputMode,
  };

  const sendCode = async () => {
    const mobileNum = form.getValues('mobileNum')?.trim() ?? '';
    if (!mobileNum) {
      form.setError('mobileNum', { message: encodeFieldError({ key: 'validation.mobile' }) }, { shouldFocus: true });
      return null;
    }
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    return sendSmsCode(
      'register',
      { mobileNum, countryDialingCode: form.getValues('countryDialingCode') },
      REGISTER_MODULE_ID,
    );
  };

  return (
    <Field label={t(meta.label)} required={name === 'username' && setting.required} error={error}>
      {({ inputId, describedBy, invalid }) => {
        const a11y = {
          id: inputId,
          'aria-describedby': describedBy,
          invalid,
          'aria-required': setting.required || undefined,
        };
        if (name === 'password' || name === 'confirmPassword' || name === 'paymentPassword') {
          return <PasswordInput {...common} {...a11y} start={ICONS[name]} />;
        }
        if (name === 'mobileNum') {
          return (
            <TextInput
              {...common}
              {...a11y}
              type="tel"
              wrapperClassName="pl-1.5"
              start={
                <Controller
                  control={form.control}
                  name="countryDialingCode"
                  render={({ field }) => <CountryCodePicker value={field.value} onChange={field.onChange} />}
                />
              }
            />
          );
        }
        if (name === 'verificationCode') {
          return <TextInput {...common} {...a11y} wrapperClassName="pr-1.5" end={<SmsCodeButton send={sendCode} />} />;
        }
        if (name === 'captcha') return <CaptchaInput {...common} {...a11y} refreshKey={captchaKey} />;
        return <TextInput {...common} {...a11y} type={meta.type ?? 'text'} start={ICONS[name]} />;
      }}
    </Field>
  );
}
