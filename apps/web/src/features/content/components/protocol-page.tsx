import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { helpQuery } from '../api/content-api';
import { SafeHtml } from '../utils/safe-html';
import { HelpCentre } from './help-centre';

/**
 * /help: the user agreement (help article with slug "protocol"), the terms after it, then the help
 * centre's questions, all from the brand's help articles.
 */
export function ProtocolPage() {
  const { t, i18n } = useTranslation();
  const protocol = useQuery(helpQuery(i18n.language, { slug: 'protocol' }));
  const terms = useQuery(helpQuery(i18n.language, { slug: 'terms' }));
  if (protocol.isPending) return <Spinner />;
  const articles = [...(protocol.data ?? []), ...(terms.data ?? [])].flatMap((c) => c.articles);
  if (articles.length === 0) return <p className="text-sm text-fg-muted">{t('content.help.protocolMissing')}</p>;
  return (
    <div className="space-y-8">
      {articles.map((article) => (
        <article key={article.id} className="rounded-2xl border border-line bg-surface p-6">
          <SafeHtml html={article.content} />
        </article>
      ))}
      <section aria-labelledby="help-questions" className="space-y-4">
        <h2 id="help-questions" className="text-lg font-bold">
          {t('content.help.questions')}
        </h2>
        <HelpCentre questionsOnly />
      </section>
    </div>
  );
}
