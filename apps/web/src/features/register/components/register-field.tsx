import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldSetting } from '@arcadia/contracts';
import { PasswordInput } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { encodeFieldError, fieldErrorText } from '@/lib/field-rules';
import { LockIcon, MailIcon, TicketIcon, UserIcon } from '@/components/ui/icons';
import { CaptchaInput } from '@/components/verification/captcha-input';
import { MobileField, SmsCodeField, useSmsCodeSender } from '@/components/verification/phone-code-fields';
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
  const placeholder = `${t(meta.placeholder)}${setting.required ? ' *' : ''}`;
  // The rule is shown under the field from the start and checked as the player types: the error
  // takes the hint's place (the same line, so nothing shifts under the pointer).
  const hint = setting.patternId === null ? undefined : ruleText(t, setting);
  const common = {
    form,
    label: t(meta.label),
    rules: {
      onChange: () => void form.trigger(name),
    },
    placeholder,
    autoComplete: meta.type === 'password' ? 'new-password' : 'off',
    maxLength: Math.min(setting.maxLength, 255),
    inputMode: meta.inputMode,
    'aria-required': setting.required || undefined,
  };
  const sendCode = useSmsCodeSender(form, 'register', REGISTER_MODULE_ID);

  if (name === 'password' || name === 'confirmPassword' || name === 'paymentPassword') {
    return <FormField {...common} name={name} as={PasswordInput} start={ICONS[name]} hint={hint} />;
  }
  if (name === 'mobileNum') return <MobileField {...common} hint={hint} />;
  if (name === 'verificationCode') return <SmsCodeField {...common} send={sendCode} hint={hint} />;
  if (name === 'captcha') return <FormField {...common} name={name} as={CaptchaInput} refreshKey={captchaKey} />;
  return (
    <FormField
      {...common}
      name={name}
      required={name === 'username' && setting.required}
      type={meta.type ?? 'text'}
      start={ICONS[name]}
      hint={hint}
    />
  );
}

/** The field's rule as the error it would give: "6-16 characters, letters and digits only." */
const ruleText = (t: ReturnType<typeof useTranslation>['t'], setting: FieldSetting) =>
  fieldErrorText(
    t,
    encodeFieldError({
      key: `reg_pattern_${setting.patternId}`,
      params: { min: setting.minLength, max: setting.maxLength },
    }),
  );
