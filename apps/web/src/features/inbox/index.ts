import { loadMoneyTexts } from '@/i18n/money-texts';

/* Public surface of the inbox feature: the page (own chunk) and the unread count and its badge. */
export const loadInboxPage = async () => (await Promise.all([import('./components/inbox-page'), loadMoneyTexts()]))[0];
export { unreadCountQuery } from './api/inbox-api';
export { UnreadCount } from './components/unread-count';
