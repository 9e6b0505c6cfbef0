import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert, SubmitButton } from '@/components/ui/form';
import { CheckIcon } from '@/components/ui/icons';
import { PasswordField } from '@/components/ui/password-field';
import { openLoginModal } from '@/lib/auth/use-require-member';
import { useFieldRule } from '@/lib/site/use-field-rule';
import { errorMessageKey } from '@/i18n';
import { placeServerErrors } from '@/lib/form-errors';
import { resetByEmailRequest } from '../api/password-api';
import { confirmMatches, newPasswordPair } from '../utils/password-schema';

type Values = { newPassword: string; confirmNewPassword: string };

/** /resetPassword?token=…: the page behind the e-mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const rule = useFieldRule('password');
  const schema = useMemo(() => z.object(newPasswordPair(rule)).superRefine(confirmMatches), [rule]);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetByEmailRequest({
        token,
        newPassword: values.newPassword.trim(),
        confirmNewPassword: values.confirmNewPassword.trim(),
      });
      setDone(true);
      openLoginModal();
    } catch (error) {
      if (!placeServerErrors(form, error, { fields: ['newPassword', 'confirmNewPassword'] }))
        setFormError(t(errorMessageKey(error)));
    }
  });

  return (
    <div className="mx-auto w-full max-w-md px-4 pt-6 pb-16 sm:pt-12">
      <section className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-8">
        <h1 className="mb-1 text-2xl font-bold tracking-tight">{t('password.resetTitle')}</h1>
        {done ? (
          <div className="mt-4 flex flex-col items-center gap-4 text-center" role="status">
            <span className="grid size-14 place-items-center rounded-full bg-gradient-gold text-on-gold">
              <CheckIcon size={28} strokeWidth={2.4} />
            </span>
            <p className="text-sm text-fg-muted">{t('password.resetDone')}</p>
            <Button variant="primary" size="lg" className="w-full" onClick={() => openLoginModal()}>
              {t('header.login')}
            </Button>
          </div>
        ) : !token ? (
          <div className="mt-4 flex flex-col gap-4">
            <FormAlert>{t('errors.password.reset_invalid')}</FormAlert>
            <Button variant="outline" size="lg" onClick={() => openLoginModal()}>
              {t('header.login')}
            </Button>
          </div>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 flex flex-col gap-4">
            <p className="text-sm text-fg-muted">{t('password.resetIntro')}</p>
            {(['newPassword', 'confirmNewPassword'] as const).map((name) => (
              <PasswordField
                key={name}
                form={form}
                name={name}
                label={name === 'newPassword' ? t('password.newPassword') : t('password.confirmPassword')}
                placeholder={`${name === 'newPassword' ? t('password.newPasswordPlaceholder') : t('password.confirmPasswordPlaceholder')} *`}
                autoComplete="new-password"
              />
            ))}
            <FormAlert>{formError}</FormAlert>
            <SubmitButton loading={isSubmitting}>{t('password.resetSubmit')}</SubmitButton>
          </form>
        )}
      </section>
    </div>
  );
}
