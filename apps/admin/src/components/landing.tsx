import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../lib/session';
import { PAGES } from '../pages/registry';

/**
 * /admin/ itself: the first page of the menu this operator's role may open (a support operator
 * lands on the chat desk, a finance operator on the dashboard), never a page it would be refused.
 */
export function Landing() {
  const { t } = useTranslation();
  const me = usePermissions();
  if (me.isPending) return <p className="text-fg-muted">{t('common.loading')}</p>;
  if (me.isError) return <p role="alert">{t('common.failed')}</p>;
  const first = PAGES.find((page) => page.navKey && me.data.permissions.includes(page.permission));
  return first ? <Navigate to={`/${first.path}`} replace /> : <p role="status">{t('common.noPages')}</p>;
}
