import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormFooter, useSave } from './form-footer';

/**
 * What a {@link FormFrame} needs of its form: submit through the contract's check, send, keep
 * what the server answered; `doneText` says it was saved, `submit` is the save button's label,
 * null for a reader. `once`: the action can be taken once (a reply, a mark), so once it is done
 * the form shuts and loses its button, keeping the done text, rather than invite a second send
 * the server can only refuse.
 */
export function useFormFrame<V extends FieldValues, B, R>(
  form: UseFormReturn<V, unknown, B>,
  send: (body: B) => Promise<R>,
  onSaved: (saved: R) => void,
  doneText: string,
  submit: string | null,
  { once = false }: { once?: boolean } = {},
) {
  const { mutation, outcome } = useSave(send, form.setError, onSaved);
  const busy = mutation.isPending;
  const onSubmit: FormEventHandler<HTMLFormElement> = (event) =>
    void form.handleSubmit((body) => mutation.mutate(body))(event);
  const invalid = Object.keys(form.formState.errors).length > 0;
  const spent = once && outcome.done;
  return {
    onSubmit,
    shut: submit === null || busy || spent,
    submit: spent ? null : submit,
    outcome: { invalid, outcome, doneText, busy },
  };
}

/**
 * A console form's frame: its title (which names the form), a line of help, the fields (shut
 * while saving or for a reader), the save button for those who may write (with `actions` beside
 * it), and what the save answered.
 */
export function FormFrame({
  id,
  title,
  help,
  onSubmit,
  shut,
  submit,
  outcome,
  actions,
  children,
}: {
  id: string;
  title: string;
  help: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  shut: boolean;
  /** The save button's label; none for a reader. */
  submit: string | null;
  outcome: Omit<Parameters<typeof FormFooter>[0], 'submit' | 'children'>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className="card space-y-3" aria-labelledby={id} noValidate onSubmit={onSubmit}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="text-fg-muted">{help}</p>
      <fieldset className="space-y-3" disabled={shut}>
        {children}
      </fieldset>
      <FormFooter submit={submit} {...outcome}>
        {actions}
      </FormFooter>
    </form>
  );
}
