import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CHAT_LIVE_PATH, type ChatMessage, type ChatQueue, type ChatServerEvent } from '@arcadia/contracts';
import { CrownIcon, HeadsetIcon } from '@/components/ui/icons';
import { errorMessageKey } from '@/i18n/error-message';
import { isApiError } from '@/lib/api-error';
import { useSessionValue } from '@/lib/session-store';
import { fetchHistory, markRead, postMessage, postPicture } from '../api/chat-api';
import { mergeLines, useChatSocket } from '../hooks/use-chat-socket';
import { useTyping } from '../hooks/use-typing';
import { readFromPortal, tellPortal } from '../lib/frame-messages';
import { ChatComposer } from './chat-composer';
import { ChatLines } from './chat-lines';

const framed = () => window.parent !== window;

/**
 * Our chat page (what chatUrl points to; the portal shows it in its chat panel): the member's own
 * conversation, live. Tells the portal around it the unread count and when the session is gone.
 */
export default function ChatRoom() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useSessionValue('token');
  const [lines, setLines] = useState<ChatMessage[]>([]);
  const [queue, setQueue] = useState<ChatQueue>('normal');
  const [unread, setUnread] = useState(0);
  const [seenUpTo, setSeenUpTo] = useState(0);
  const { typing, ping: typingPing, stop: typingStop } = useTyping();
  const [closed, setClosed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [visible, setVisible] = useState(() => !framed());
  const marking = useRef(0);

  const fail = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === 'auth.required') tellPortal({ type: 'logout' });
      setProblem(t(errorMessageKey(error)));
    },
    [t],
  );

  useEffect(() => {
    if (!token) {
      tellPortal({ type: 'logout' });
      return;
    }
    fetchHistory()
      .then((history) => {
        setLines(history.list);
        setQueue(history.queue);
        setUnread(history.unReadCount);
      })
      .catch(fail);
  }, [token, fail]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readFromPortal(event);
      if (message) setVisible(message.visible);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const onEvent = useCallback(
    (event: ChatServerEvent) => {
      if (event.type === 'ready') setUnread(event.unReadCount);
      else if (event.type === 'message') {
        setLines((list) => {
          const known = list.some((line) => line.id === event.message.id);
          if (!known && event.message.sender === 'operator') setUnread((n) => n + 1);
          return mergeLines(list, [event.message]);
        });
        if (event.message.sender === 'operator') typingStop();
        setClosed(false);
      } else if (event.type === 'typing') typingPing();
      else if (event.type === 'read') setSeenUpTo((n) => Math.max(n, event.upTo));
      else if (event.type === 'closed') setClosed(true);
    },
    [typingPing, typingStop],
  );
  const { state, send } = useChatSocket(CHAT_LIVE_PATH, token, onEvent);

  // The portal's badge follows the unread count.
  useEffect(() => {
    tellPortal({ type: 'unread', count: unread });
  }, [unread]);

  // While the member can see the conversation, the operator's lines count as read.
  const lastOperatorLine = useMemo(() => [...lines].reverse().find((l) => l.sender === 'operator')?.id ?? 0, [lines]);
  useEffect(() => {
    if (!visible || unread === 0 || lastOperatorLine === 0 || marking.current >= lastOperatorLine) return;
    marking.current = lastOperatorLine;
    markRead(lastOperatorLine)
      .then((answer) => setUnread(answer.unReadCount))
      .catch(() => (marking.current = 0));
  }, [visible, unread, lastOperatorLine]);

  // A sent line joins the list at once; a refusal is shown and passed on (the composer keeps the text).
  const sendWith = async (post: () => Promise<ChatMessage>) => {
    setProblem(null);
    try {
      const line = await post();
      setLines((list) => mergeLines(list, [line]));
    } catch (error) {
      fail(error);
      throw error;
    }
  };
  const sendLine = (text: string) => sendWith(() => postMessage(text));
  const sendPicture = (file: File) => sendWith(() => postPicture(file)).catch(() => undefined);

  const title = params.get('title') || t('chat.title');
  const headerColor = /^#[0-9a-fA-F]{6}$/.test(params.get('headerColor') ?? '')
    ? params.get('headerColor')!
    : undefined;
  const refused = state === 'refused' || problem === t('errors.chat.please_information');

  return (
    <div className="flex h-dvh flex-col bg-page text-fg">
      <header
        className="flex items-center gap-3 border-b border-line bg-surface px-4 py-3"
        style={headerColor ? { borderTop: `4px solid ${headerColor}` } : undefined}
      >
        <span className="grid size-9 place-items-center rounded-full bg-brand-soft text-brand-fg">
          <HeadsetIcon size={18} />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold">{title}</h1>
          {token && state !== 'open' && state !== 'refused' ? (
            <p className="text-xs text-fg-muted">{state === 'closed' ? t('chat.offline') : t('chat.connecting')}</p>
          ) : null}
        </div>
        {queue === 'vip' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-gradient-gold px-2.5 py-1 text-xs font-semibold text-on-gold">
            <CrownIcon size={14} /> {t('chat.vip')}
          </span>
        ) : null}
      </header>
      {!token ? (
        <p className="m-auto max-w-72 text-center text-sm text-fg-muted">{t('chat.signIn')}</p>
      ) : (
        <>
          <ChatLines lines={lines} mine="member" seenUpTo={seenUpTo} typing={typing} />
          {closed ? <p className="px-4 pb-2 text-center text-xs text-fg-muted">{t('chat.closed')}</p> : null}
          {problem ? (
            <p role="alert" className="mx-3 mb-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
              {problem}
            </p>
          ) : null}
          <ChatComposer
            disabled={refused}
            onSend={sendLine}
            onTyping={() => send({ type: 'typing' })}
            onPicture={sendPicture}
            placeholder={t('chat.placeholder')}
          />
        </>
      )}
    </div>
  );
}
