import { useEffect, useRef, useState } from 'react';
import { chatServerEventSchema, type ChatClientEvent, type ChatServerEvent } from '@arcadia/contracts';

export type SocketState = 'connecting' | 'open' | 'closed' | 'refused';

/**
 * A live chat socket (member or operator): signs in with its first message, hands every server
 * event to `onEvent`, and reconnects with a growing pause when the line drops. A refusal (close
 * 4401 or 4403: no session, trial account, chat switched off) is final.
 */
export function useChatSocket(path: string, token: string | null, onEvent: (event: ChatServerEvent) => void) {
  const [state, setState] = useState<SocketState>('connecting');
  const socketRef = useRef<WebSocket | null>(null);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      setState('connecting');
      const url = new URL(path, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const socket = new WebSocket(url);
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        socket.send(JSON.stringify({ type: 'auth', token }));
      };
      socket.onmessage = (message) => {
        const parsed = chatServerEventSchema.safeParse(JSON.parse(String(message.data)));
        if (!parsed.success) return;
        if (parsed.data.type === 'ready') setState('open');
        handler.current(parsed.data);
      };
      socket.onclose = (close) => {
        socketRef.current = null;
        if (stopped) return;
        if (close.code === 4401 || close.code === 4403) return setState('refused');
        setState('closed');
        timer = setTimeout(connect, Math.min(15_000, 500 * 2 ** attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close();
    };
  }, [path, token]);

  const send = (event: Exclude<ChatClientEvent, { type: 'auth' }>) => {
    const socket = socketRef.current;
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(event));
    return true;
  };
  return { state, send };
}

/** Adds lines to a list once each (a line can arrive both as an answer and over the socket), in id order. */
export function mergeLines<T extends { id: number }>(list: T[], more: T[]): T[] {
  const byId = new Map(list.map((line) => [line.id, line]));
  for (const line of more) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
