import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, FormAlert, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { LinkButton } from '@/components/ui/link-button';
import { CaptchaInput } from '@/components/verification/captcha-input';

/** Whether the server asked for a captcha, the key that reloads its image, and how to ask for one. */
export type CaptchaState = { shown: boolean; refreshKey: number; require: () => void };

/** What both login forms hold besides their own fields. */
type LoginEndValues = { captcha: string; remember: boolean };

/**
 * The end of both login forms: the captcha once the server asks for one, remember-me on the left
 * and forgot password on the right, the form's error, and the submit button.
 */
export function LoginFormEnd<V extends LoginEndValues>({
  form: anyForm,
  captcha,
  onForgot,
  formError,
}: {
  form: UseFormReturn<V>;
  captcha: CaptchaState;
  onForgot: () => void;
  formError: string | null;
}) {
  const { t } = useTranslation();
  const form = anyForm as unknown as UseFormReturn<LoginEndValues>;
  const { isSubmitting } = useFormState({ control: form.control });
  return (
    <>
      {captcha.shown ? (
        <FormField
          form={form}
          name="captcha"
          label={t('login.captcha')}
          as={CaptchaInput}
          placeholder={t('login.captchaPlaceholder')}
          refreshKey={captcha.refreshKey}
        />
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <Checkbox {...form.register('remember')} label={t('login.remember')} />
        <LinkButton onClick={onForgot} className="text-sm">
          {t('login.forgot')}
        </LinkButton>
      </div>
      <FormAlert>{formError}</FormAlert>
      <SubmitButton loading={isSubmitting}>{t('login.submit')}</SubmitButton>
    </>
  );
}
