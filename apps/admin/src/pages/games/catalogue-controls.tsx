import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A vendor's or a game's on/off flag in a table cell: a labelled tick when the operator may change it, else its word. */
export function FlagCell({
  label,
  checked,
  mayWrite,
  busy,
  onChange,
}: {
  label: string;
  checked: boolean;
  mayWrite: boolean;
  busy: boolean;
  onChange: (next: boolean) => void;
}) {
  const { t } = useTranslation();
  const word = t(checked ? 'games.yes' : 'games.no');
  if (!mayWrite) return <>{word}</>;
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={checked}
        disabled={busy}
        aria-label={label}
        onChange={(e) => onChange(e.target.checked)}
      />
      {word}
    </label>
  );
}

/** A list position (lower first) set in place: the typed number is kept until it is saved or refused. */
export function OrderCell({
  label,
  value,
  mayWrite,
  busy,
  onSave,
}: {
  label: string;
  value: number;
  mayWrite: boolean;
  busy: boolean;
  onSave: (sort: number) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  const [bad, setBad] = useState(false);
  if (!mayWrite) return <>{value}</>;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sort = Number(draft.trim());
    const valid = draft.trim() !== '' && Number.isInteger(sort) && Math.abs(sort) <= 999_999;
    setBad(!valid);
    if (valid && sort !== value) onSave(sort);
  };
  return (
    <form className="flex items-center gap-1" onSubmit={submit} noValidate>
      <input
        className="field w-20"
        inputMode="numeric"
        aria-label={label}
        aria-invalid={bad}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button className="btn-secondary" disabled={busy}>
        {t('games.setOrder')}
      </button>
      {bad && <span className="text-sm text-danger">{t('games.orderInvalid')}</span>}
    </form>
  );
}
