import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Checkbox, Field, FormAlert, SubmitButton, TextInput } from '@/components/ui/form';
import { ShieldIcon } from '@/components/ui/icons';
import { useFieldRule } from '@/lib/site/use-field-rule';
import { CaptchaInput } from '@/components/verification/captcha-input';
import { CountryCodePicker } from '@/components/verification/country-code-picker';
import { sendSmsCode } from '@/lib/verification/verification-api';
import { SmsCodeButton } from '@/components/verification/sms-code-button';
import { encodeFieldError, requiredText, ruleSchema } from '@/lib/field-rules';
import { AUTH_MODULE_ID } from '@/lib/auth/session-api';
import { useLoginSubmit } from '../hooks/use-login-submit';
import { readRemembered, saveRemembered } from '../utils/remember-me';
import { LoginExtras } from './login-extras';
import type { CaptchaState } from './username-login';

type Values = {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
};

/** Login with a mobile number and an SMS code (MOBILEVERCODELOGIN3). */
export function SmsLogin({ captcha, onForgot }: { captcha: CaptchaState; onForgot: () => void }) {
  const { t } = useTranslation();
  const mobileRule = useFieldRule('mobileNum', 'registerMobile');
  const schema = useMemo(
    () =>
      z.object({
        mobileNum: ruleSchema(mobileRule),
        countryDialingCode: z.string(),
        verificationCode: requiredText('validation.code').pipe(z.string().max(255)),
        captcha: captcha.shown ? requiredText('validation.captcha') : z.string(),
        remember: z.boolean(),
      }),
    [captcha.shown, mobileRule],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: (() => {
      const remembered = readRemembered();
      return {
        mobileNum: remembered.sms?.mobileNum ?? '',
        countryDialingCode: remembered.sms?.countryDialingCode ?? '',
        verificationCode: '',
        captcha: '',
        remember: remembered.remember,
      };
    })(),
  });
  const { send, formError } = useLoginSubmit(captcha.require);
  const { errors, isSubmitting } = form.formState;

  const sendCode = async () => {
    const mobileNum = form.getValues('mobileNum').trim();
    if (!mobileNum) {
      form.setError('mobileNum', { message: encodeFieldError({ key: 'validation.mobile' }) }, { shouldFocus: true });
      return null;
    }
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    return sendSmsCode(
      'login',
      { mobileNum, countryDialingCode: form.getValues('countryDialingCode') },
      AUTH_MODULE_ID,
    );
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const sms = { mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode };
    const ok = await send(
      {
        username: sms.mobileNum,
        password: values.verificationCode.trim(),
        type: 'sms',
        countryDialingCode: sms.countryDialingCode,
        captcha: captcha.shown ? values.captcha.trim() : undefined,
      },
      'sms',
      () => saveRemembered(values.remember, { sms }),
    );
    if (!ok) form.setValue('captcha', '');
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <Field label={t('login.mobile')} error={errors.mobileNum?.message}>
        {({ inputId, describedBy, invalid }) => (
          <TextInput
            {...form.register('mobileNum')}
            id={inputId}
            aria-describedby={describedBy}
            invalid={invalid}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('login.mobilePlaceholder')}
            maxLength={20}
            wrapperClassName="pl-1.5"
            start={
              <Controller
                control={form.control}
                name="countryDialingCode"
                render={({ field }) => <CountryCodePicker value={field.value} onChange={field.onChange} />}
              />
            }
          />
        )}
      </Field>
      <Field label={t('login.smsCode')} error={errors.verificationCode?.message}>
        {({ inputId, describedBy, invalid }) => (
          <TextInput
            {...form.register('verificationCode')}
            id={inputId}
            aria-describedby={describedBy}
            invalid={invalid}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('login.smsCodePlaceholder')}
            maxLength={255}
            start={<ShieldIcon size={18} />}
            wrapperClassName="pr-1.5"
            end={<SmsCodeButton send={sendCode} />}
          />
        )}
      </Field>
      {captcha.shown ? (
        <Field label={t('login.captcha')} error={errors.captcha?.message}>
          {({ inputId, describedBy, invalid }) => (
            <CaptchaInput
              {...form.register('captcha')}
              id={inputId}
              aria-describedby={describedBy}
              invalid={invalid}
              placeholder={t('login.captchaPlaceholder')}
              refreshKey={captcha.refreshKey}
            />
          )}
        </Field>
      ) : null}
      <LoginExtras
        remember={<Checkbox {...form.register('remember')} label={t('login.remember')} />}
        onForgot={onForgot}
      />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton loading={isSubmitting}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
