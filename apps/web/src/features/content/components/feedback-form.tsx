import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_PHONE_DIGITS_TEXT,
  countWords,
  feedbackProblems,
} from '@arcadia/contracts';
import { Field, FormAlert, SubmitButton, TextInput } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n/error-message';
import { isApiError } from '@/lib/api-error';
import { encodeFieldError } from '@/lib/field-rules';
import { cn } from '@/lib/cn';
import { sendFeedback } from '../api/content-api';

type FieldName = 'content' | 'phone';
/** Encoded field errors (lib/field-rules) under their fields, or one message above the button. */
type Problems = Partial<Record<FieldName, string>> & { form?: string };

const BOUNDS = { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS, digits: FEEDBACK_PHONE_DIGITS_TEXT };
const fieldOfCode = (code: string): FieldName => (code === 'feedback.phone_digits' ? 'phone' : 'content');

/** Where a refusal of the server goes: its field errors under their fields, a feedback rule under its field. */
function serverProblems(error: unknown): Problems {
  if (!isApiError(error)) return { form: errorMessageKey(error) };
  const placed: Problems = {};
  for (const fieldError of error.errors)
    if (fieldError.field === 'content' || fieldError.field === 'phone')
      placed[fieldError.field] ??= encodeFieldError(fieldError);
  if (placed.content || placed.phone) return placed;
  if (error.code.startsWith('feedback.'))
    return { [fieldOfCode(error.code)]: encodeFieldError({ key: `errors.${error.code}`, params: BOUNDS }) };
  return { form: errorMessageKey(error) };
}

/**
 * Feedback (PUT /wps/feedback): the word bounds and phone rule are checked here with the server's
 * own rule, then by the server, which also holds the contract's limits. A refusal shows under the
 * field it concerns, localised, and keeps what was typed.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [phone, setPhone] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const local = feedbackProblems(content, phone)[0];
    if (local) {
      setProblems({
        [fieldOfCode(local.code)]: encodeFieldError({ key: `errors.${local.code}`, params: local.params }),
      });
      return;
    }
    setBusy(true);
    try {
      await sendFeedback({ content, ...(phone.trim() ? { phone } : {}) });
      setProblems({});
      setContent('');
      setPhone('');
      setSent(true);
    } catch (error) {
      setProblems(serverProblems(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('content.feedback.title')}>
      <h2 className="text-base font-bold">{t('content.feedback.title')}</h2>
      <Field
        label={t('content.feedback.content')}
        error={problems.content}
        hint={t('content.feedback.hint', {
          min: FEEDBACK_MIN_WORDS,
          max: FEEDBACK_MAX_WORDS,
          count: countWords(content),
        })}
      >
        {({ inputId, describedBy, invalid }) => (
          <textarea
            id={inputId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            name="content"
            value={content}
            onChange={(e) => setContent(e.target.value)}
            rows={5}
            maxLength={5000}
            className={cn(
              'w-full rounded-xl border bg-surface px-3 py-2.5 text-sm outline-none transition focus-visible:border-brand-fg focus-visible:ring-2 focus-visible:ring-ring',
              invalid ? 'border-danger' : 'border-line',
            )}
          />
        )}
      </Field>
      <Field label={t('content.feedback.phone')} error={problems.phone}>
        {({ inputId, describedBy, invalid }) => (
          <TextInput
            id={inputId}
            aria-describedby={describedBy}
            name="phone"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            invalid={invalid}
            onChange={(e) => setPhone(e.target.value)}
          />
        )}
      </Field>
      {problems.form ? <FormAlert>{t(problems.form as never)}</FormAlert> : null}
      {sent ? (
        <p role="status" className="rounded-xl bg-brand-soft px-3 py-2.5 text-sm font-medium text-brand-fg">
          {t('content.feedback.sent')}
        </p>
      ) : null}
      <SubmitButton loading={busy}>{busy ? t('content.feedback.sending') : t('content.feedback.submit')}</SubmitButton>
    </form>
  );
}
