import { loadMoneyTexts } from '@/i18n/money-texts';
import { withTexts } from '@/i18n/lazy-texts';

/* Public surface of the inbox feature: the page (own chunk) and the unread count and its badge. */
export const loadInboxPage = withTexts(loadMoneyTexts, () => import('./components/inbox-page'));
export { unreadCountQuery } from './api/inbox-api';
export { UnreadCount } from './components/unread-count';
