import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert, SubmitButton } from '@/components/ui/form';
import { KeyIcon, LockIcon } from '@/components/ui/icons';
import { abandonSession } from '@/lib/auth/lazy-flows';
import { openLoginModal, showTrialWarning } from '@/lib/auth/use-require-member';
import { useFieldRule } from '@/lib/site/use-field-rule';
import { errorMessageKey } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { requiredText } from '@/lib/field-rules';
import { placeServerErrors } from '@/lib/form-errors';
import { showDialog, type ModalComponentProps } from '@/modals';
import { Modal } from '@/modals/modal';
import { PasswordField } from '@/components/ui/password-field';
import { changePasswordRequest } from '../api/password-api';
import { confirmMatches, newPasswordPair } from '../utils/password-schema';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };
const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Change password: from the avatar menu, or forced right after a login with the weak default or an
 * expired password. In the forced case the typed password is known (kept in memory only), so the
 * old-password field is not asked for, and success reopens the login popup.
 */
export default function ChangePasswordModal({ options, open, onClose }: ModalComponentProps<'changePassword'>) {
  const { t } = useTranslation();
  const forced = options.forced;
  const knownPassword = forced?.typedPassword || '';
  const rule = useFieldRule('password');
  const schema = useMemo(
    () =>
      z
        .object({ oldPassword: knownPassword ? z.string() : requiredText(), ...newPasswordPair(rule) })
        .superRefine(confirmMatches),
    [rule, knownPassword],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  // Dismissed (not completed): a forced change left undone makes that login's session useless,
  // so it is ended on the server. Success closes through onClose directly and keeps it.
  const dismiss = () => {
    if (forced) abandonSession(forced.token);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePasswordRequest(
        {
          oldPassword: knownPassword || values.oldPassword.trim(),
          newPassword: values.newPassword.trim(),
          confirmNewPassword: values.confirmNewPassword.trim(),
        },
        forced?.token,
      );
      onClose();
      if (forced) openLoginModal();
      else void showDialog({ message: t('password.changed') });
    } catch (error) {
      if (isApiError(error) && error.code === 'auth.trial_refused') {
        onClose();
        void showTrialWarning();
        return;
      }
      if (!placeServerErrors(form, error, { fields: knownPassword ? FIELDS.slice(1) : FIELDS }))
        setFormError(t(errorMessageKey(error)));
    }
  });

  const passwordField = (
    name: (typeof FIELDS)[number],
    label: string,
    placeholder: string,
    icon = <LockIcon size={18} />,
  ) => (
    <PasswordField
      form={form}
      name={name}
      label={label}
      start={icon}
      placeholder={placeholder}
      autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
    />
  );

  return (
    <Modal
      name="changePassword"
      open={open}
      onClose={dismiss}
      title={t('password.changeTitle')}
      size="sm"
      closeOnOutside={!forced}
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-4 px-5 pt-5 pb-6 sm:px-6"
      >
        {forced ? (
          <p className="rounded-xl bg-brand-soft px-3 py-2.5 text-sm text-brand-fg">{t('password.forcedNotice')}</p>
        ) : null}
        {knownPassword
          ? null
          : passwordField(
              'oldPassword',
              t('password.oldPassword'),
              `${t('password.oldPasswordPlaceholder')} *`,
              <KeyIcon size={18} />,
            )}
        {passwordField('newPassword', t('password.newPassword'), `${t('password.newPasswordPlaceholder')} *`)}
        {passwordField(
          'confirmNewPassword',
          t('password.confirmPassword'),
          `${t('password.confirmPasswordPlaceholder')} *`,
        )}
        <FormAlert>{formError}</FormAlert>
        <SubmitButton loading={isSubmitting}>{t('password.changeSubmit')}</SubmitButton>
      </form>
    </Modal>
  );
}
