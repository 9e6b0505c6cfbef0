import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import { InboxIcon } from '@/components/ui/money-icons';
import { EmptyState, Loading, Pager } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { useSessionValue } from '@/lib/session-store';
import { inboxKeys } from '@/lib/inbox-keys';
import { inboxPageQuery, markReadRequest } from '../api/inbox-api';

/** Platform information (messageV2): the member's messages, unread marked; opening one marks it read. */
export default function InboxPage() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useQuery({
    ...inboxPageQuery(token, page),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
  const markRead = useMutation({
    mutationFn: markReadRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });

  const toggle = (message: InboxMessage) => {
    setOpenId(openId === message.id ? null : message.id);
    if (!message.read) markRead.mutate({ id: message.id });
  };

  if (query.isPending) return <Loading />;
  if (query.isError) return <FormAlert>{t(errorMessageKey(query.error))}</FormAlert>;
  const { list, totalPages, unReadCount } = query.data;
  if (list.length === 0)
    return <EmptyState icon={<InboxIcon />} title={t('inbox.empty')} hint={t('inbox.emptyHint')} />;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-fg-muted" aria-live="polite">
          {unReadCount > 0 ? t('inbox.unreadCount', { count: unReadCount }) : t('inbox.allRead')}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unReadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          <CheckIcon size={16} />
          {t('inbox.markAllRead')}
        </Button>
      </div>
      <ul className="flex flex-col gap-2" aria-label={t('inbox.title')}>
        {list.map((message) => {
          const open = openId === message.id;
          const panelId = `inbox-message-${message.id}`;
          return (
            <li
              key={message.id}
              className={cn(
                'overflow-hidden rounded-xl border transition',
                message.read ? 'border-line bg-surface' : 'border-brand/40 bg-brand-soft/40',
              )}
            >
              <button
                type="button"
                onClick={() => toggle(message)}
                aria-expanded={open}
                aria-controls={panelId}
                className="flex w-full items-center gap-3 px-3.5 py-3 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn('size-2.5 shrink-0 rounded-full', message.read ? 'bg-transparent' : 'bg-brand')}
                />
                <span className="min-w-0 flex-1">
                  <span className={cn('block truncate text-sm', message.read ? 'font-medium' : 'font-bold')}>
                    {message.title}
                    {message.read ? null : <span className="sr-only"> ({t('inbox.unread')})</span>}
                  </span>
                  <span className="block text-xs text-fg-muted tabular-nums">{formatDateTime(message.timestamp)}</span>
                </span>
                <ChevronDownIcon
                  size={16}
                  className={cn('shrink-0 text-fg-muted transition-transform', open && 'rotate-180')}
                />
              </button>
              {open ? (
                <div
                  id={panelId}
                  className="border-t border-line px-3.5 py-3 text-sm leading-relaxed whitespace-pre-line"
                >
                  {message.content}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Pager page={page} totalPages={totalPages} onChange={setPage} busy={query.isFetching} />
    </div>
  );
}
