import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useFieldRule } from '@/lib/site/use-field-rule';
import { PhoneCodeFields } from '@/components/verification/phone-code-fields';
import { requiredText, ruleSchema } from '@/lib/field-rules';
import { AUTH_MODULE_ID } from '@/lib/auth/session-api';
import { useLoginSubmit } from '../hooks/use-login-submit';
import { readRemembered, saveRemembered } from '../utils/remember-me';
import { LoginFormEnd, type CaptchaState } from './login-form-end';

type Values = {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
};

/** Login with a mobile number and an SMS code (MOBILEVERCODELOGIN3). */
export function SmsLogin({ captcha, onForgot }: { captcha: CaptchaState; onForgot: () => void }) {
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
  // The SMS login sends the mobile as `username` and the code as `password`.
  const { send, formError } = useLoginSubmit(form, captcha.require, {
    fields: ['mobileNum', 'countryDialingCode', 'verificationCode', 'captcha'],
    aliases: { username: 'mobileNum', password: 'verificationCode' },
  });

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
      <PhoneCodeFields form={form} purpose="login" moduleId={AUTH_MODULE_ID} mobileAutoComplete="tel-national" />
      <LoginFormEnd form={form} captcha={captcha} onForgot={onForgot} formError={formError} />
    </form>
  );
}
