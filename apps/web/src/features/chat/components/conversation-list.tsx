import { useTranslation } from 'react-i18next';
import type { ChatConversation, ChatQueue } from '@arcadia/contracts';
import { ToggleGroup, type ToggleChoice } from '@/components/ui/toggle-group';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';

/** Which conversations the desk lists: one queue or all, the open or the closed ones. */
export type DeskFilter = { queue: ChatQueue | undefined; status: 'open' | 'closed' };

/** The operator desk's side column: queue and status chips, then the conversations that match. */
export function ConversationList({
  filter,
  onFilter,
  list,
  selected,
  onSelect,
}: {
  filter: DeskFilter;
  onFilter: (patch: Partial<DeskFilter>) => void;
  list: ChatConversation[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const queues: ToggleChoice<ChatQueue | undefined>[] = [
    { value: undefined, content: t('operatorDesk.all') },
    { value: 'normal', content: t('operatorDesk.normal') },
    { value: 'vip', content: t('operatorDesk.vip') },
  ];
  return (
    <aside className="flex w-full flex-col border-line md:w-80 md:border-r max-md:max-h-[40dvh] max-md:border-b">
      <div className="flex flex-wrap gap-1.5 p-3">
        <ToggleGroup
          label={t('operatorDesk.queueFilter')}
          choices={queues}
          value={filter.queue}
          onPick={(queue) => onFilter({ queue })}
          className="flex flex-wrap gap-1.5"
          button={CHIP}
        />
        <span className="mx-1 w-px bg-line" aria-hidden="true" />
        <ToggleGroup
          label={t('operatorDesk.statusFilter')}
          choices={(['open', 'closed'] as const).map((s) => ({ value: s, content: t(`operatorDesk.${s}`) }))}
          value={filter.status}
          onPick={(status) => onFilter({ status })}
          className="flex flex-wrap gap-1.5"
          button={CHIP}
        />
      </div>
      <ul className="flex-1 overflow-y-auto" aria-label={t('operatorDesk.title')}>
        {list.length === 0 ? <li className="p-4 text-sm text-fg-muted">{t('operatorDesk.none')}</li> : null}
        {list.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              aria-current={c.id === selected}
              className={cn(
                'flex w-full flex-col gap-0.5 border-b border-line px-4 py-3 text-left transition hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring',
                c.id === selected && 'bg-brand-soft',
              )}
            >
              <span className="flex items-center gap-2 text-sm font-semibold">
                {c.memberName}
                {c.queue === 'vip' ? (
                  <span className="rounded bg-gradient-gold px-1.5 text-[10px] text-on-gold">VIP</span>
                ) : null}
                {c.unread > 0 ? (
                  <span className="ml-auto grid min-w-5 place-items-center rounded-full bg-brand px-1 text-[11px] text-on-brand">
                    {c.unread}
                  </span>
                ) : null}
              </span>
              <span className="truncate text-xs text-fg-muted">{c.lastMessage}</span>
              <span className="text-[11px] text-fg-muted">{formatDateTime(c.updatedAt)}</span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The look of the desk's queue and status chips. */
const CHIP = {
  className:
    'rounded-full border px-3 py-1 text-xs font-medium transition focus-visible:outline-2 focus-visible:outline-ring',
  on: 'border-brand bg-brand text-on-brand',
  off: 'border-line text-fg-muted hover:text-fg',
};
