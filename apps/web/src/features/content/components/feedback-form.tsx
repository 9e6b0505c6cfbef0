import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, countWords, feedbackProblems } from '@arcadia/contracts';
import { Field, FormAlert, SubmitButton, TextInput } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n/error-message';
import { isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { sendFeedback } from '../api/content-api';

type Problem = { key: ParseKeys; params: Record<string, string | number>; text?: string };

/**
 * Feedback (PUT /wps/feedback): the word bounds and phone rule are checked here with the server's
 * own rule, then by the server. A refusal shows its localised message and keeps what was typed.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const local = feedbackProblems(content, phone)[0];
    if (local) {
      setProblem({ key: `errors.${local.code}` as ParseKeys, params: local.params });
      return;
    }
    setBusy(true);
    try {
      await sendFeedback({ content, ...(phone.trim() ? { phone } : {}) });
      setProblem(null);
      setContent('');
      setPhone('');
      setSent(true);
    } catch (error) {
      // The server's message is already in the reader's language, its numbers filled in.
      if (isApiError(error) && error.code.startsWith('feedback.'))
        setProblem({ key: `errors.${error.code}` as ParseKeys, params: {}, text: error.message });
      else setProblem({ key: errorMessageKey(error), params: {} });
    } finally {
      setBusy(false);
    }
  };

  const phoneProblem = problem?.key === 'errors.feedback.phone_digits';
  const message = problem ? (problem.text ?? String(t(problem.key, problem.params as never))) : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('content.feedback.title')}>
      <h2 className="text-base font-bold">{t('content.feedback.title')}</h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="feedback-content" className="text-[13px] font-semibold">
          {t('content.feedback.content')}
        </label>
        <textarea
          id="feedback-content"
          name="content"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={5}
          maxLength={5000}
          aria-invalid={Boolean(problem && !phoneProblem) || undefined}
          aria-describedby="feedback-hint"
          className={cn(
            'w-full rounded-xl border bg-surface px-3 py-2.5 text-sm outline-none transition focus-visible:border-brand-fg focus-visible:ring-2 focus-visible:ring-ring',
            problem && !phoneProblem ? 'border-danger' : 'border-line',
          )}
        />
        <p id="feedback-hint" className="text-xs text-fg-muted">
          {t('content.feedback.hint', {
            min: FEEDBACK_MIN_WORDS,
            max: FEEDBACK_MAX_WORDS,
            written: countWords(content),
          })}
        </p>
      </div>
      <Field label={t('content.feedback.phone')}>
        {({ inputId, describedBy }) => (
          <TextInput
            id={inputId}
            aria-describedby={describedBy}
            name="phone"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            invalid={phoneProblem}
            onChange={(e) => setPhone(e.target.value)}
          />
        )}
      </Field>
      {message ? <FormAlert>{message}</FormAlert> : null}
      {sent ? (
        <p role="status" className="rounded-xl bg-brand-soft px-3 py-2.5 text-sm font-medium text-brand-fg">
          {t('content.feedback.sent')}
        </p>
      ) : null}
      <SubmitButton loading={busy}>{busy ? t('content.feedback.sending') : t('content.feedback.submit')}</SubmitButton>
    </form>
  );
}
