/*
 * The inbox's query keys. Shared because a deposit's result invalidates the unread count without
 * importing the inbox feature.
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  unread: (token: string) => [...inboxKeys.all, token, 'unread'] as const,
  page: (token: string, pageNo: number) => [...inboxKeys.all, token, 'page', pageNo] as const,
};
