import { useState, type ReactNode } from 'react';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api';
import { showServerErrors } from '../lib/contract-form';

/** A section's data once loaded; until then its loading line, or the server's refusal. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(query.error)}
      </p>
    );
  if (query.data === undefined) return <p>{t('common.loading')}</p>;
  return <>{children(query.data)}</>;
}

export type Outcome = { error: string | null; done: boolean };

/**
 * A form's save: the server's refusal lands under the fields it names (the inputs keep what was
 * typed, and the form says to look at them) or, naming none, in one line; success says so.
 */
export function useSave<B, R, V extends FieldValues>(
  send: (body: B) => Promise<R>,
  setError: UseFormSetError<V>,
  onSaved: (saved: R) => void,
) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ error: null, done: false });
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setOutcome({ error: null, done: false }),
    onSuccess: (saved) => {
      onSaved(saved);
      setOutcome({ error: null, done: true });
    },
    onError: (error) =>
      setOutcome({ error: showServerErrors(error, setError, t) ? null : errorText(error), done: false }),
  });
  return { mutation, outcome };
}

/** What a save answered: fields to fix (refused here or by the server), a refusal naming no field, or done. */
export function SaveOutcome({
  invalid,
  outcome,
  doneText,
}: {
  invalid: boolean;
  outcome: Outcome;
  doneText: string;
  /** Saving now (the frame's button waits). */
  busy?: boolean;
}) {
  const { t } = useTranslation();
  if (invalid)
    return (
      <p role="alert" className="text-danger">
        {t('form.fix')}
      </p>
    );
  if (outcome.error)
    return (
      <p role="alert" className="text-danger">
        {outcome.error}
      </p>
    );
  return outcome.done ? <p role="status">{doneText}</p> : null;
}

/**
 * The end of a console form: the save button (none for a reader: `submit` null) and what the save
 * answered, the same on every form.
 */
export function FormFooter({
  submit,
  busy,
  invalid,
  outcome,
  doneText,
  children,
}: {
  submit: string | null;
  busy: boolean;
  invalid: boolean;
  outcome: Outcome;
  doneText: string;
  /** More buttons beside the save (cancel an edit, preview). */
  children?: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {submit && (
          <button className="btn-primary" disabled={busy}>
            {submit}
          </button>
        )}
        {children}
      </div>
      <SaveOutcome invalid={invalid} outcome={outcome} doneText={doneText} />
    </>
  );
}
