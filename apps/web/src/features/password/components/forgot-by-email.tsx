import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { MailIcon, UserIcon } from '@/components/ui/icons';
import { useFieldRule } from '@/lib/site/use-field-rule';
import { errorMessageKey } from '@/i18n';
import { requiredText, ruleSchema } from '@/lib/field-rules';
import { placeServerErrors } from '@/lib/form-errors';
import { showDialog } from '@/modals';
import { forgotByEmailRequest } from '../api/password-api';

type Values = { username: string; email: string };

/** Username + e-mail → a reset link; success shows in_been_out. */
export function ForgotByEmail({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const emailRule = useFieldRule('email');
  // Only "required" for the username: an account named before the brand changed its username
  // rule (or made by an operator) must still be able to recover its password.
  const schema = useMemo(() => z.object({ username: requiredText(), email: ruleSchema(emailRule) }), [emailRule]);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { username: '', email: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgotByEmailRequest(values.username.trim(), values.email.trim());
      onDone();
      void showDialog({ message: t('in_been_out'), confirmText: t('dialog.confirm') });
    } catch (error) {
      if (!placeServerErrors(form, error, { fields: ['username', 'email'] })) setFormError(t(errorMessageKey(error)));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('password.emailIntro')}</p>
      <FormField
        form={form}
        name="username"
        label={t('password.username')}
        start={<UserIcon size={18} />}
        placeholder={`${t('login.usernamePlaceholder')} *`}
        autoComplete="username"
        autoCapitalize="off"
        maxLength={64}
      />
      <FormField
        form={form}
        name="email"
        label={t('password.email')}
        type="email"
        inputMode="email"
        start={<MailIcon size={18} />}
        placeholder={`${t('register.placeholders.email')} *`}
        autoComplete="email"
        maxLength={254}
      />
      <FormAlert>{formError}</FormAlert>
      <SubmitButton loading={isSubmitting}>{t('password.submitEmail')}</SubmitButton>
    </form>
  );
}
