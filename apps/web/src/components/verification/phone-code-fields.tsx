import type { ReactNode } from 'react';
import { Controller, type FieldValues, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import type { SmsPurpose } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import type { TextInputProps } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { ShieldIcon } from '@/components/ui/icons';
import { encodeFieldError } from '@/lib/field-rules';
import { sendSmsCode } from '@/lib/verification/verification-api';
import { openModal } from '@/modals';
import { CountryCodePicker } from './country-code-picker';
import { SmsCodeButton } from './sms-code-button';

/** The values a form with a mobile number and an SMS code holds (more fields may sit beside them). */
export type PhoneCodeValues = { mobileNum: string; countryDialingCode: string; verificationCode: string };

/*
 * Forms hold more fields than these three (registration holds them only when the brand asks for
 * them); react-hook-form cannot see that a generic form type has them, so the components below
 * take any form whose values may include them and read it as this shape.
 */
type PhoneFormValues = FieldValues & Partial<PhoneCodeValues>;
const asPhoneForm = <V extends PhoneFormValues>(form: UseFormReturn<V>) =>
  form as unknown as UseFormReturn<PhoneCodeValues>;

type InputProps = Omit<
  TextInputProps,
  'form' | 'name' | 'ref' | 'onChange' | 'onBlur' | 'id' | 'invalid' | 'start' | 'end'
>;
type FieldBits = {
  label: ReactNode;
  /** The field's rule, under it until an error takes its place. */
  hint?: ReactNode;
  rules?: RegisterOptions<PhoneCodeValues, 'mobileNum' | 'verificationCode'>;
} & InputProps;

/** The captcha every SMS code needs (the server refuses one without it): the answer, or null. */
const askCaptcha = () =>
  new Promise<string | null>((resolve) => openModal({ name: 'smsCaptcha', options: { onResult: resolve } }));

/**
 * Sends the SMS code to the number typed in the form: checks the number first (its error goes
 * under it, focused), asks for the captcha (an SMS costs the brand money), and resolves with the
 * countdown, or null when nothing was sent.
 */
export function useSmsCodeSender<V extends PhoneFormValues>(
  anyForm: UseFormReturn<V>,
  purpose: SmsPurpose,
  moduleId: string,
) {
  const form = asPhoneForm(anyForm);
  return async (): Promise<number | null> => {
    const mobileNum = form.getValues('mobileNum')?.trim() ?? '';
    if (!mobileNum) {
      form.setError('mobileNum', { message: encodeFieldError({ key: 'validation.mobile' }) }, { shouldFocus: true });
      return null;
    }
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    const target = { mobileNum, countryDialingCode: form.getValues('countryDialingCode') };
    const captcha = await askCaptcha();
    return captcha === null ? null : sendSmsCode(purpose, { ...target, captcha }, moduleId);
  };
}

/** The mobile number with the country code picker inside its frame. */
export function MobileField<V extends PhoneFormValues>({
  form: anyForm,
  label,
  rules,
  ...inputProps
}: FieldBits & { form: UseFormReturn<V> }) {
  const form = asPhoneForm(anyForm);
  return (
    <FormField
      {...inputProps}
      form={form}
      name="mobileNum"
      label={label}
      rules={rules}
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

/** The SMS code with its send button inside the frame. */
export function SmsCodeField<V extends PhoneFormValues>({
  form,
  label,
  rules,
  send,
  start,
  ...inputProps
}: FieldBits & { form: UseFormReturn<V>; send: () => Promise<number | null>; start?: ReactNode }) {
  return (
    <FormField
      {...inputProps}
      form={asPhoneForm(form)}
      name="verificationCode"
      label={label}
      rules={rules}
      start={start}
      wrapperClassName="pr-1.5"
      end={<SmsCodeButton send={send} />}
    />
  );
}

/**
 * Mobile number, country code and SMS code as the login and recovery forms show them. With
 * `requiredMark` the placeholders end in " *".
 */
export function PhoneCodeFields<V extends PhoneFormValues>({
  form,
  purpose,
  moduleId,
  requiredMark,
  mobileAutoComplete,
}: {
  form: UseFormReturn<V>;
  purpose: SmsPurpose;
  moduleId: string;
  requiredMark?: boolean;
  mobileAutoComplete?: string;
}) {
  const { t } = useTranslation();
  const send = useSmsCodeSender(form, purpose, moduleId);
  const mark = requiredMark ? ' *' : '';
  return (
    <>
      <MobileField
        form={form}
        label={t('login.mobile')}
        inputMode="tel"
        autoComplete={mobileAutoComplete}
        placeholder={`${t('login.mobilePlaceholder')}${mark}`}
        maxLength={20}
      />
      <SmsCodeField
        form={form}
        send={send}
        label={t('login.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={`${t('login.smsCodePlaceholder')}${mark}`}
        maxLength={255}
        start={<ShieldIcon size={18} />}
      />
    </>
  );
}
