import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_CHAT_LIVE_PATH,
  type ChatConversation,
  type ChatMessage,
  type ChatServerEvent,
} from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { errorMessageKey } from '@/i18n/error-message';
import { operatorApi } from '../api/operator-api';
import { mergeLines, useChatSocket } from '../hooks/use-chat-socket';
import { useTyping } from '../hooks/use-typing';
import { ChatComposer } from './chat-composer';
import { ChatLines } from './chat-lines';
import { ConversationList, type DeskFilter } from './conversation-list';
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
  const [filter, setFilter] = useState<DeskFilter>({ queue: undefined, status: 'open' });
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
      .list(filter.queue, filter.status)
      .then((answer) => setList(answer.list))
      .catch((error: unknown) => setProblem(t(errorMessageKey(error))));
  }, [api, filter, version, t]);

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
        <ConversationList
          filter={filter}
          onFilter={(patch) => setFilter((current) => ({ ...current, ...patch }))}
          list={list}
          selected={selected}
          onSelect={(id) => {
            setSeenUpTo(0);
            setLines([]);
            setSelected(id);
          }}
        />
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
              <ChatLines lines={lines} mine="operator" seenUpTo={seenUpTo} typing={typing} />
              {problem ? (
                <p role="alert" className="px-4 pb-2 text-sm text-danger">
                  {problem}
                </p>
              ) : null}
              <ChatComposer
                disabled={current.status !== 'open'}
                onSend={reply}
                onTyping={() => send({ type: 'typing', conversationId: current.id })}
                placeholder={t('operatorDesk.placeholder')}
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
