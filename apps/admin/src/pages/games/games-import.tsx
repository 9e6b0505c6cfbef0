import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importRejectedSchema, type ImportRejected } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { api, ApiError, errorText } from '../../lib/api';

type Report = { vendorsCreated: string[]; added: number; updated: number };

/** The rows a refused import names, when the refusal carries them. */
const rejectedOf = (error: unknown): ImportRejected['rejected'] => {
  const parsed = importRejectedSchema.safeParse(error instanceof ApiError ? error.value : null);
  return parsed.success ? parsed.data.rejected : [];
};

/**
 * games:import from the console: a .json array of games or a .csv with their header, as the CLI
 * takes it. One bad row imports nothing: the refusal lists each bad row and what is wrong with it.
 */
export function GamesImport() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: async (chosen: File) =>
      api<Report>('POST', '/games/import', { fileName: chosen.name, content: await chosen.text() }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['games'] }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(!file);
    if (file) send.mutate(file);
  };
  const rejected = rejectedOf(send.error);
  return (
    <form className="card space-y-3" onSubmit={submit} noValidate aria-labelledby="games-import">
      <h2 id="games-import" className="text-xl font-bold">
        {t('games.import.title')}
      </h2>
      <Field
        label={t('games.import.file')}
        hint={t('games.import.hint')}
        error={missing ? t('form.required') : undefined}
      >
        {(c) => (
          <input
            {...c}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <button className="btn-primary" disabled={send.isPending}>
        {t('games.import.submit')}
      </button>
      {send.isError && (
        <div role="alert" className="space-y-1 text-danger">
          <p>{errorText(send.error)}</p>
          {rejected.length > 0 && (
            <ul className="list-disc pl-5 text-sm">
              {rejected.map((r) => (
                <li key={r.row}>{t('games.import.row', { row: r.row, problems: r.errors.join('; ') })}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {send.data && (
        <p role="status">
          {t('games.import.done', {
            added: send.data.added,
            updated: send.data.updated,
            vendors: send.data.vendorsCreated.join(', ') || t('games.import.noVendors'),
          })}
        </p>
      )}
    </form>
  );
}
