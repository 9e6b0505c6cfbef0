import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_CHAT_LIVE_PATH,
  type ChatConversation,
  type ChatMessage,
  type ChatQueue,
  type ChatServerEvent,
} from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { errorMessageKey } from '@/i18n/error-message';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { operatorApi } from '../api/operator-api';
import { mergeLines, useChatSocket } from '../hooks/use-chat-socket';
import { useTyping } from '../hooks/use-typing';
import { ChatComposer } from './chat-composer';
import { ChatLines } from './chat-lines';
import { OperatorSignIn } from './operator-sign-in';

/**
 * The operators' chat desk (/admin/chat) until the operator console exists: sign in, the
 * conversations of the queues the role may answer, one conversation with a reply box, all live.
 */
export default function OperatorDesk() {
  const [session, setSession] = useState<{ token: string; name: string } | null>(null);
  if (!session) {
    return (
      <div className="flex min-h-dvh bg-page p-4 text-fg">
        <OperatorSignIn onSignedIn={(token, name) => setSession({ token, name })} />
      </div>
    );
  }
  return <Desk token={session.token} name={session.name} onSignOut={() => setSession(null)} />;
}

function Desk({ token, name, onSignOut }: { token: string; name: string; onSignOut: () => void }) {
  const { t } = useTranslation();
  const api = useMemo(() => operatorApi(token), [token]);
  const [queue, setQueue] = useState<ChatQueue | undefined>(undefined);
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [list, setList] = useState<ChatConversation[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [lines, setLines] = useState<ChatMessage[]>([]);
  const [seenUpTo, setSeenUpTo] = useState(0);
  const { typing, ping: typingPing } = useTyping();
  const [problem, setProblem] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  useEffect(() => {
    api
      .list(queue, status)
      .then((answer) => setList(answer.list))
      .catch((error: unknown) => setProblem(t(errorMessageKey(error))));
  }, [api, queue, status, version, t]);

  useEffect(() => {
    if (selected === null) return;
    api
      .get(selected)
      .then((answer) => setLines(answer.list))
      .catch((error: unknown) => setProblem(t(errorMessageKey(error))));
  }, [api, selected, t]);

  // Lines the operator has on screen count as read.
  const lastMemberLine = [...lines].reverse().find((line) => line.sender === 'member')?.id ?? 0;
  useEffect(() => {
    if (selected === null || lastMemberLine === 0) return;
    api.read(selected, lastMemberLine).then(refresh, () => undefined);
  }, [api, selected, lastMemberLine, refresh]);

  const onEvent = useCallback(
    (event: ChatServerEvent) => {
      if (event.type === 'message' && event.message.conversationId === selected)
        setLines((current) => mergeLines(current, [event.message]));
      if (event.type === 'typing' && event.conversationId === selected) typingPing();
      if (event.type === 'read' && event.conversationId === selected) setSeenUpTo((n) => Math.max(n, event.upTo));
      if (event.type !== 'typing') refresh();
    },
    [selected, refresh, typingPing],
  );
  const { send } = useChatSocket(ADMIN_CHAT_LIVE_PATH, token, onEvent);
  const current = list.find((c) => c.id === selected);

  const reply = async (text: string) => {
    if (selected === null) return;
    setProblem(null);
    try {
      const line = await api.reply(selected, text);
      setLines((existing) => mergeLines(existing, [line]));
    } catch (error) {
      setProblem(t(errorMessageKey(error)));
      throw error;
    }
  };

  const filters: { value: ChatQueue | undefined; label: string }[] = [
    { value: undefined, label: t('operatorDesk.all') },
    { value: 'normal', label: t('operatorDesk.normal') },
    { value: 'vip', label: t('operatorDesk.vip') },
  ];
  return (
    <div className="flex h-dvh flex-col bg-page text-fg">
      <header className="flex flex-wrap items-center gap-3 border-b border-line bg-surface px-4 py-3">
        <h1 className="text-lg font-semibold">{t('operatorDesk.title')}</h1>
        <span className="text-sm text-fg-muted">{t('operatorDesk.signedInAs', { name })}</span>
        <Button variant="outline" size="sm" className="ml-auto" onClick={onSignOut}>
          {t('operatorDesk.signOut')}
        </Button>
      </header>
      <div className="flex min-h-0 flex-1 max-md:flex-col">
        <aside className="flex w-full flex-col border-line md:w-80 md:border-r max-md:max-h-[40dvh] max-md:border-b">
          <div className="flex flex-wrap gap-1.5 p-3">
            {filters.map((f) => (
              <Chip key={f.label} active={queue === f.value} onClick={() => setQueue(f.value)}>
                {f.label}
              </Chip>
            ))}
            <span className="mx-1 w-px bg-line" aria-hidden="true" />
            {(['open', 'closed'] as const).map((s) => (
              <Chip key={s} active={status === s} onClick={() => setStatus(s)}>
                {t(`operatorDesk.${s}`)}
              </Chip>
            ))}
          </div>
          <ul className="flex-1 overflow-y-auto" aria-label={t('operatorDesk.title')}>
            {list.length === 0 ? <li className="p-4 text-sm text-fg-muted">{t('operatorDesk.none')}</li> : null}
            {list.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => {
                    setSeenUpTo(0);
                    setLines([]);
                    setSelected(c.id);
                  }}
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
        <section className="flex min-h-0 flex-1 flex-col">
          {current ? (
            <>
              <div className="flex items-center gap-2 border-b border-line px-4 py-2.5">
                <h2 className="font-semibold">{current.memberName}</h2>
                {current.status === 'open' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto"
                    onClick={() => void api.close(current.id).then(refresh)}
                  >
                    {t('operatorDesk.closeConversation')}
                  </Button>
                ) : null}
              </div>
              <ChatLines
                lines={lines}
                mine="operator"
                seenUpTo={seenUpTo}
                typing={typing}
                labels={{
                  empty: t('operatorDesk.none'),
                  seen: t('chat.seen'),
                  typing: t('chat.memberTyping'),
                  picture: t('chat.picture'),
                }}
              />
              {problem ? (
                <p role="alert" className="px-4 pb-2 text-sm text-danger">
                  {problem}
                </p>
              ) : null}
              <ChatComposer
                disabled={current.status !== 'open'}
                onSend={reply}
                onTyping={() => send({ type: 'typing', conversationId: current.id })}
                labels={{ placeholder: t('operatorDesk.placeholder'), send: t('chat.send'), attach: t('chat.attach') }}
              />
            </>
          ) : (
            <p className="m-auto text-sm text-fg-muted">{t('operatorDesk.pick')}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'rounded-full border px-3 py-1 text-xs font-medium transition focus-visible:outline-2 focus-visible:outline-ring',
        active ? 'border-brand bg-brand text-on-brand' : 'border-line text-fg-muted hover:text-fg',
      )}
    >
      {children}
    </button>
  );
}
