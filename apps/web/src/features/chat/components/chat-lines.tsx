import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, ChatSender } from '@arcadia/contracts';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';

/**
 * The lines of a conversation as bubbles: the viewer's own side on the right. Keeps the newest
 * line in view as lines arrive. `seenUpTo`: the other side has read the viewer's lines up to it.
 */
export function ChatLines({
  lines,
  mine,
  seenUpTo,
  typing,
}: {
  lines: ChatMessage[];
  mine: ChatSender;
  seenUpTo: number;
  typing: boolean;
}) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  // A block body: newer browsers answer scrollIntoView with a promise, which React would take
  // for the effect's clean-up.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lines.length, typing]);
  const lastMine = [...lines].reverse().find((line) => line.sender === mine);
  return (
    <div role="log" aria-live="polite" className="flex flex-1 flex-col gap-2 overflow-y-auto px-4 py-4">
      {lines.length === 0 ? (
        <p className="m-auto max-w-64 text-center text-sm text-fg-muted">{t('chat.empty')}</p>
      ) : null}
      {lines.map((line) => {
        const own = line.sender === mine;
        return (
          <div
            key={line.id}
            className={cn('flex max-w-[85%] flex-col gap-1', own ? 'items-end self-end' : 'items-start')}
          >
            {own ? null : <span className="px-1 text-xs text-fg-muted">{line.senderName}</span>}
            <div
              className={cn(
                'rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap shadow-card',
                own ? 'rounded-br-md bg-brand text-on-brand' : 'rounded-bl-md border border-line bg-surface text-fg',
              )}
            >
              {line.attachment ? (
                <a href={line.attachment.url} target="_blank" rel="noopener noreferrer" className="block">
                  <img
                    src={line.attachment.url}
                    alt={t('chat.picture')}
                    width={line.attachment.width}
                    height={line.attachment.height}
                    className="max-h-60 w-auto max-w-full rounded-lg"
                    loading="lazy"
                  />
                </a>
              ) : null}
              {line.text ? <span>{line.text}</span> : null}
            </div>
            <span className="px-1 text-[11px] text-fg-muted">
              {formatDateTime(line.timestamp)}
              {own && line.id === lastMine?.id && seenUpTo >= line.id ? ` · ${t('chat.seen')}` : ''}
            </span>
          </div>
        );
      })}
      {typing ? (
        <p className="text-xs text-fg-muted italic" aria-live="polite">
          {t('chat.typing')}
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}
