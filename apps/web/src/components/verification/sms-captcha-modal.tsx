import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form';
import { Modal } from '@/modals/modal';
import type { ModalComponentProps } from '@/modals';
import { CaptchaInput } from './captcha-input';

/**
 * The check before any SMS code is texted (registration, login by SMS, recovery): an SMS costs
 * the brand money, so a script must not be able to ask for thousands. The image captcha, answered
 * here and sent with the request;
 * the server refuses the request without it. Reports the typed text, or null when closed.
 */
export default function SmsCaptchaModal({ options, open, onClose }: ModalComponentProps<'smsCaptcha'>) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const reported = useRef(false);
  const finish = (result: string | null) => {
    if (reported.current) return;
    reported.current = true;
    options.onResult(result);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = answer.trim();
    if (!typed) {
      setMissing(true);
      return;
    }
    finish(typed);
  };
  return (
    <Modal
      name="smsCaptcha"
      open={open}
      onClose={() => finish(null)}
      title={t('verification.captchaTitle')}
      size="sm"
      focusFirstField
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-6">
        <p className="text-sm text-fg-muted">{t('verification.captchaIntro')}</p>
        <Field label={t('verification.captchaLabel')} error={missing ? 'validation.captcha' : undefined}>
          {({ control }) => (
            <CaptchaInput
              {...control}
              value={answer}
              onChange={(event) => {
                setAnswer(event.target.value);
                setMissing(false);
              }}
            />
          )}
        </Field>
        <Button type="submit" variant="primary">
          {t('verification.sendCode')}
        </Button>
      </form>
    </Modal>
  );
}
