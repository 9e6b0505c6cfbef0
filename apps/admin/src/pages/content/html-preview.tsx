import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../../lib/api';

/**
 * The editor's HTML as members will see it: the server runs it through the sanitiser that stores
 * and serves it, and answers what is left (scripts, handlers, off-site tricks gone).
 */
export function usePreview() {
  return useMutation({
    mutationFn: async (html: string) => (await api<{ html: string }>('POST', '/content/preview', { html })).html,
  });
}

export function HtmlPreview({ preview }: { preview: ReturnType<typeof usePreview> }) {
  const { t } = useTranslation();
  if (preview.isError)
    return (
      <p role="alert" className="text-danger">
        {errorText(preview.error)}
      </p>
    );
  if (preview.data === undefined) return null;
  return (
    <section aria-label={t('content.preview')} className="rounded-lg border border-line bg-surface-2 p-3">
      <h3 className="mb-1 text-sm font-bold text-fg-muted">{t('content.preview')}</h3>
      {/* The server's sanitiser answered this HTML (see usePreview). */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: preview.data }} />
    </section>
  );
}
