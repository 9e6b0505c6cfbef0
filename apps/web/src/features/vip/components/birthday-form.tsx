import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/date-input';
import { CONTROL_FRAME, Field, FormAlert, SubmitButton } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n';
import { formatDay } from '@/lib/date-format';
import { saveBirthday } from '../api/vip-api';

/** The birthday, told once, for the level's birthday reward; once saved it is only shown. */
export function BirthdayForm({ token, birthday }: { token: string; birthday: string | null }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (birthday)
    return <p className="text-sm">{t('vip.birthdaySaved', { date: formatDay(birthday, i18n.language) })}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setError(t('vip.birthdayRequired'));
    setBusy(true);
    setError('');
    try {
      await saveBirthday(client, token, value);
    } catch (e) {
      setError(t(errorMessageKey(e)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label={t('vip.birthdayLabel')} className="sm:min-w-0 sm:flex-1">
          {({ inputId, describedBy }) => (
            <DateInput
              id={inputId}
              aria-describedby={describedBy}
              value={value}
              max={new Date().toISOString().slice(0, 10)}
              onChange={(e) => setValue(e.target.value)}
              className={`${CONTROL_FRAME} w-full`}
            />
          )}
        </Field>
        <SubmitButton loading={busy} className="sm:w-auto sm:px-6">
          {t('vip.birthdaySave')}
        </SubmitButton>
      </div>
      <FormAlert>{error}</FormAlert>
    </form>
  );
}
