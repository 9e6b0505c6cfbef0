import { withMoneyTexts } from '@/i18n/money-texts';

/* Public surface of the inbox feature: the page (own chunk) and the unread count and its badge. */
export const loadInboxPage = withMoneyTexts(() => import('./components/inbox-page'));
export { unreadCountQuery } from './api/inbox-api';
export { UnreadCount } from './components/unread-count';
