import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CHAT_LIVE_PATH,
  type ChatConversation,
  type ChatMessage,
  type ChatServerEvent,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
// The player site's socket hook (React and the contracts only): one reconnecting client for both apps.
import { mergeLines as merge, useChatSocket } from '../../../web/src/features/chat/hooks/use-chat-socket';
import { api, errorText, tokenStore } from '../lib/api';

type Conversation = { conversation: ChatConversation; list: ChatMessage[] };

/**
 * The chat desk in the console: the conversations of the queues this role answers, one of them
 * with its lines and a reply box, kept live by the operators' socket (/admin/api/chat/live).
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [selected, setSelected] = useState<number | null>(null);
  const [lines, setLines] = useState<ChatMessage[]>([]);
  const [seenUpTo, setSeenUpTo] = useState(0);
  const [typing, setTyping] = useState(false);
  const conversations = useQuery({
    queryKey: ['chat', status],
    queryFn: () => api<{ list: ChatConversation[] }>('GET', `/chat/conversations?status=${status}`),
  });
  const current = conversations.data?.list.find((c) => c.id === selected);

  useEffect(() => {
    if (selected === null) return;
    let live = true;
    void api<Conversation>('GET', `/chat/conversations/${selected}`).then((answer) => {
      if (live) setLines((existing) => merge(existing, answer.list));
    });
    return () => {
      live = false;
    };
  }, [selected]);

  // The member's lines on screen count as read.
  const lastMemberLine = [...lines].reverse().find((line) => line.sender === 'member')?.id ?? 0;
  useEffect(() => {
    if (selected === null || lastMemberLine === 0) return;
    void api('PUT', `/chat/conversations/${selected}/read`, { upTo: lastMemberLine })
      .then(() => client.invalidateQueries({ queryKey: ['chat'] }))
      .catch(() => undefined);
  }, [selected, lastMemberLine, client]);

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(false), 3000);
    return () => clearTimeout(timer);
  }, [typing]);

  const onEvent = useCallback(
    (event: ChatServerEvent) => {
      if (event.type === 'message' && event.message.conversationId === selected)
        setLines((existing) => merge(existing, [event.message]));
      if (event.type === 'typing' && event.conversationId === selected && event.sender === 'member') setTyping(true);
      if (event.type === 'read' && event.conversationId === selected && event.reader === 'member')
        setSeenUpTo((n) => Math.max(n, event.upTo));
      if (event.type !== 'typing') void client.invalidateQueries({ queryKey: ['chat'] });
    },
    [selected, client],
  );
  const socket = useChatSocket(ADMIN_CHAT_LIVE_PATH, tokenStore.get(), onEvent);
  // The member sees "typing" for a few seconds after each mark: one every two seconds is enough.
  const lastTyping = useRef(0);
  const typed = (conversationId: number) => {
    if (Date.now() - lastTyping.current < 2000) return;
    lastTyping.current = Date.now();
    socket.send({ type: 'typing', conversationId });
  };

  const reply = useMutation({
    mutationFn: (text: string) => api<ChatMessage>('POST', `/chat/conversations/${selected}/messages`, { text }),
    onSuccess: (line) => setLines((existing) => merge(existing, [line])),
  });
  const close = useMutation({
    mutationFn: (id: number) => api('POST', `/chat/conversations/${id}/close`),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['chat'] }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text') ?? '').trim();
    if (text) reply.mutate(text, { onSuccess: () => form.reset() });
  };
  const pick = (id: number) => {
    setLines([]);
    setSeenUpTo(0);
    setSelected(id);
  };

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold">{t('chat.title')}</h1>
        <span className="text-sm text-fg-muted" role="status" aria-live="polite">
          {t(`chat.socket.${socket.state}`)}
        </span>
      </div>
      <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
        <nav className="card space-y-2" aria-label={t('chat.conversations')}>
          <label className="flex flex-col gap-1 text-sm">
            {t('chat.status')}
            <select className="field" value={status} onChange={(e) => setStatus(e.target.value as 'open' | 'closed')}>
              <option value="open">{t('chat.open')}</option>
              <option value="closed">{t('chat.closed')}</option>
            </select>
          </label>
          <ul className="space-y-1">
            {(conversations.data?.list ?? []).map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-current={c.id === selected}
                  onClick={() => pick(c.id)}
                  className={`w-full rounded-lg px-3 py-2 text-left ${c.id === selected ? 'bg-brand text-on-brand' : 'hover:bg-surface-2'}`}
                >
                  <span className="flex items-center gap-2 font-semibold">
                    {c.memberName}
                    {c.unread > 0 && (
                      <span className="rounded-full bg-danger px-2 text-xs text-on-brand">
                        {t('chat.unread', { count: c.unread })}
                      </span>
                    )}
                  </span>
                  <span className="block truncate text-sm opacity-80">{c.lastMessage}</span>
                </button>
              </li>
            ))}
          </ul>
          {conversations.data?.list.length === 0 && <p className="text-sm text-fg-muted">{t('common.none')}</p>}
        </nav>
        <div className="card flex min-h-96 flex-col gap-3">
          {current ? (
            <>
              <div className="flex items-center gap-2">
                <h2 className="font-bold">{current.memberName}</h2>
                <span className="text-sm text-fg-muted">{current.queue}</span>
                {current.status === 'open' && (
                  <button type="button" className="btn-secondary ml-auto" onClick={() => close.mutate(current.id)}>
                    {t('chat.close')}
                  </button>
                )}
              </div>
              <ol role="log" aria-label={t('chat.lines')} className="flex-1 space-y-2 overflow-y-auto">
                {lines.map((line) => (
                  <li
                    key={line.id}
                    className={`max-w-[75%] rounded-xl px-3 py-2 ${line.sender === 'operator' ? 'ml-auto bg-brand-soft text-brand-fg' : 'bg-surface-2'}`}
                  >
                    <p className="text-xs text-fg-muted">
                      {line.senderName} · {new Date(line.timestamp).toLocaleTimeString()}
                    </p>
                    {line.attachment && (
                      <img src={line.attachment.url} alt={t('chat.picture')} className="max-h-48 rounded" />
                    )}
                    <p className="whitespace-pre-wrap">{line.text}</p>
                    {line.sender === 'operator' && line.id <= seenUpTo && (
                      <p className="text-right text-xs text-fg-muted">{t('chat.seen')}</p>
                    )}
                  </li>
                ))}
              </ol>
              {typing && <p className="text-sm text-fg-muted">{t('chat.typing', { name: current.memberName })}</p>}
              {(reply.error ?? close.error) && (
                <p role="alert" className="text-danger">
                  {errorText(reply.error ?? close.error)}
                </p>
              )}
              <form className="flex gap-2" onSubmit={submit}>
                <label className="sr-only" htmlFor="chat-reply">
                  {t('chat.reply')}
                </label>
                <textarea
                  id="chat-reply"
                  name="text"
                  className="field flex-1"
                  rows={2}
                  maxLength={1000}
                  placeholder={t('chat.reply')}
                  disabled={current.status !== 'open'}
                  onChange={() => typed(current.id)}
                />
                <button className="btn-primary" disabled={reply.isPending || current.status !== 'open'}>
                  {t('chat.send')}
                </button>
              </form>
            </>
          ) : (
            <p className="m-auto text-fg-muted">{t('chat.pick')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
