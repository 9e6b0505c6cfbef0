import { queryOptions } from '@tanstack/react-query';
import { getInboxMessages, getUnreadCount, readInboxMessage } from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';
import { inboxKeys } from '@/lib/inbox-keys';

export const INBOX_MODULE_ID = 'inbox';
export const INBOX_PAGE_SIZE = 10;

/** The unread count for the avatar badge; polled like the balance. */
export const unreadCountQuery = (token: string) =>
  queryOptions({
    queryKey: inboxKeys.unread(token),
    queryFn: ({ signal }) => apiValue(getUnreadCount, { moduleId: INBOX_MODULE_ID, signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
    select: (value) => value.unReadCount,
  });

export const inboxPageQuery = (token: string, pageNo: number) =>
  valueQuery(
    inboxKeys.page(token, pageNo),
    getInboxMessages,
    { moduleId: INBOX_MODULE_ID, query: { pageNo, pageSize: INBOX_PAGE_SIZE } },
    { staleTime: 0 },
  );

export const markReadRequest = (body: { id: number } | { all: true }) =>
  apiValue(readInboxMessage, { moduleId: INBOX_MODULE_ID, body });
