import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { UserIcon } from '@/components/ui/icons';
import { PasswordField } from '@/components/ui/password-field';
import { requiredText } from '@/lib/field-rules';
import { useLoginSubmit } from '../hooks/use-login-submit';
import { readRemembered, rememberedPasswordFor, saveRemembered } from '../utils/remember-me';
import { LoginFormEnd, type CaptchaState } from './login-form-end';

type Values = { username: string; password: string; captcha: string; remember: boolean };

export type { CaptchaState };

/** Username + password login, refilled from the remember-me cookies. */
export function UsernameLogin({ captcha, onForgot }: { captcha: CaptchaState; onForgot: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        username: requiredText('validation.username_password'),
        password: requiredText('validation.username_password'),
        captcha: captcha.shown ? requiredText('validation.captcha') : z.string(),
        remember: z.boolean(),
      }),
    [captcha.shown],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: (() => {
      const remembered = readRemembered();
      return {
        username: remembered.username,
        password: remembered.password,
        captcha: '',
        remember: remembered.remember,
      };
    })(),
  });
  const { send, formError } = useLoginSubmit(form, captcha.require, { fields: ['username', 'password', 'captcha'] });

  const onSubmit = form.handleSubmit(async (values) => {
    const username = values.username.trim();
    const password = values.password.trim();
    const ok = await send(
      { username, password, type: 'username', captcha: captcha.shown ? values.captcha.trim() : undefined },
      'username',
      () => saveRemembered(values.remember, { username, password }),
    );
    if (!ok) form.setValue('captcha', '');
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormField
        form={form}
        name="username"
        label={t('login.username')}
        rules={{
          onBlur: (event: { target: HTMLInputElement }) => {
            // A remembered password belongs to its username: refill it when that name returns.
            const saved = rememberedPasswordFor(event.target.value.trim());
            if (saved && !form.getValues('password')) form.setValue('password', saved);
          },
        }}
        start={<UserIcon size={18} />}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
      />
      <PasswordField
        form={form}
        name="password"
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
      />
      <LoginFormEnd form={form} captcha={captcha} onForgot={onForgot} formError={formError} />
    </form>
  );
}
