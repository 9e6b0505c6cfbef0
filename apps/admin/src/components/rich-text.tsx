import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

// The editor (TipTap, ProseMirror) is fetched the first time a form shows it.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * A labelled rich-text field with its error under it (like {@link Field}); the HTML it answers is
 * sanitised by the server when stored and again when read.
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`}>{label}</span>
      <Suspense fallback={<p className="field min-h-40 text-fg-muted">{t('common.loading')}</p>}>
        <RichTextEditor
          value={value}
          onChange={onChange}
          labelId={`${id}-label`}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error && (
        <span id={errorId} className="text-sm text-danger">
          {error}
        </span>
      )}
    </div>
  );
}
