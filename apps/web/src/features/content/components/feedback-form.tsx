import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_PHONE_DIGITS_TEXT,
  countWords,
  feedbackProblems,
} from '@arcadia/contracts';
import { FormAlert, SubmitButton } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { errorMessageKey } from '@/i18n/error-message';
import { isApiError } from '@/lib/api-error';
import { encodeFieldError } from '@/lib/field-rules';
import { placeServerErrors } from '@/lib/form-errors';
import { sendFeedback } from '../api/content-api';

type Values = { content: string; phone: string };

/** The contract's own rule for one field, as a react-hook-form rule: its first problem, encoded. */
function problemOf(field: 'content' | 'phone', values: Values): string | true {
  const problem = feedbackProblems(values.content, values.phone).find((p) =>
    field === 'phone' ? p.code === 'feedback.phone_digits' : p.code !== 'feedback.phone_digits',
  );
  return problem ? encodeFieldError({ key: problem.code, params: problem.params }) : true;
}

/**
 * Feedback (PUT /wps/feedback): the word bounds and phone rule are checked here with the server's
 * own rule, then by the server. A refusal shows its localised message under the field it is about
 * and keeps what was typed.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: { content: '', phone: '' } });
  const content = useWatch({ control: form.control, name: 'content' });
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ content, phone }) => {
    setSent(false);
    setFormError(null);
    try {
      await sendFeedback({ content, ...(phone.trim() ? { phone } : {}) });
      form.reset();
      setSent(true);
    } catch (error) {
      // The server's feedback codes (the same rule as here) belong to a field, with the rule's bounds.
      if (isApiError(error) && error.code.startsWith('feedback.'))
        form.setError(fieldOf(error.code), { message: encodeFieldError({ key: error.code, params: BOUNDS }) });
      else if (!placeServerErrors(form, error, { fields: ['content', 'phone'] }))
        setFormError(t(errorMessageKey(error)));
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4"
      aria-label={t('content.feedback.title')}
    >
      <h2 className="text-base font-bold">{t('content.feedback.title')}</h2>
      <FormField
        form={form}
        name="content"
        label={t('content.feedback.content')}
        as={TextArea}
        rules={{ validate: (_value, values) => problemOf('content', values) }}
        hint={t('content.feedback.hint', {
          min: FEEDBACK_MIN_WORDS,
          max: FEEDBACK_MAX_WORDS,
          written: countWords(content),
        })}
        rows={5}
        maxLength={5000}
      />
      <FormField
        form={form}
        name="phone"
        label={t('content.feedback.phone')}
        rules={{ validate: (_value, values) => problemOf('phone', values) }}
        inputMode="tel"
        autoComplete="tel"
      />
      <FormAlert>{formError}</FormAlert>
      {sent ? (
        <p role="status" className="rounded-xl bg-brand-soft px-3 py-2.5 text-sm font-medium text-brand-fg">
          {t('content.feedback.sent')}
        </p>
      ) : null}
      <SubmitButton loading={isSubmitting}>
        {isSubmitting ? t('content.feedback.sending') : t('content.feedback.submit')}
      </SubmitButton>
    </form>
  );
}

const BOUNDS = { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS, digits: FEEDBACK_PHONE_DIGITS_TEXT };
const fieldOf = (code: string): 'content' | 'phone' => (code === 'feedback.phone_digits' ? 'phone' : 'content');
