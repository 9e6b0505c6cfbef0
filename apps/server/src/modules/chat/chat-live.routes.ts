import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_CHAT_LIVE_PATH, CHAT_LIVE_PATH, type ChatServerEvent, type ChatSender } from '@arcadia/contracts';
import { changeFeed } from '../../lib/change-feed.ts';
import { authenticate, sessionIsLive } from '../auth/sessions.usecases.ts';
import { authenticateOperator, operatorSessionIsLive } from '../operators/operators.usecases.ts';
import { answersChat, operatorMayRead } from './chat-access.ts';
import { markReadByOperator, replyAsOperator, typingFromOperator } from './chat-operator.usecases.ts';
import { runChatSocket } from './chat-socket.ts';
import {
  chatQueueOf,
  markReadByMember,
  memberUnread,
  sendFromMember,
  typingFromMember,
  type ChatDeps,
} from './chat.usecases.ts';
import { chatErrors } from './chat.errors.ts';

type LiveDeps = ChatDeps & { memberIdleMinutes: number; operatorIdleMinutes: number };

/** Typing and read marks go to the other side only; lines go to everyone (clients drop repeats by id). */
const fromSide = (event: ChatServerEvent, side: ChatSender) =>
  (event.type === 'typing' && event.sender === side) || (event.type === 'read' && event.reader === side);

const socketDocs = (summary: string, description: string) => ({
  tags: ['chat'],
  summary,
  description: `${description} Upgrade to a WebSocket; the first message must be {"type":"auth","token":…} (10 s, else close 4401; a signed-in caller who may not chat gets an error event and close 4403). Client messages: chatClientEventSchema; server messages: chatServerEventSchema (@arcadia/contracts). Without an upgrade: 426.`,
});

/** The two live chat sockets: a member's own conversation, and the operators' queues. */
export const chatLiveRoutes: FastifyPluginAsync<LiveDeps> = async (app, deps) => {
  const { db, bus } = deps;
  const upgradeOnly = async () => {
    throw chatErrors.upgradeRequired();
  };

  app.route({
    method: 'GET',
    url: CHAT_LIVE_PATH,
    schema: socketDocs(
      'Member chat (WebSocket)',
      'The member’s own conversation, live: lines, typing, read marks, closing.',
    ),
    handler: upgradeOnly,
    wsHandler: (socket, request) => {
      runChatSocket(socket, request.log, {
        authenticate: async (token) => {
          const found = await authenticate(db, token, deps.memberIdleMinutes);
          const trialOver = found?.member.trialExpiresAt && Date.parse(found.member.trialExpiresAt) < Date.now();
          if (!found || trialOver || found.member.merchantId !== request.merchant.id) return null;
          await chatQueueOf(db, found.member);
          return found.member;
        },
        stillSignedIn: async (token, activity) =>
          activity
            ? (await authenticate(db, token, deps.memberIdleMinutes)) !== null
            : sessionIsLive(db, token, deps.memberIdleMinutes),
        // Logout, a new password, a closed trial or an account change: here or, relayed, elsewhere.
        watchSession: (member, recheck) =>
          changeFeed.subscribe((change) => {
            if (
              change.kind !== 'operator-sessions' &&
              change.kind !== 'balance' &&
              change.memberIds.includes(member.id)
            )
              recheck();
          }),
        subscribe: async (member, send) => {
          const unsubscribe = bus.subscribe(({ memberId, merchantId, event }) => {
            if (memberId === member.id && merchantId === member.merchantId && !fromSide(event, 'member')) send(event);
          });
          send({ type: 'ready', unReadCount: await memberUnread(db, member) });
          return unsubscribe;
        },
        onEvent: async (member, event) => {
          if (event.type === 'send') await sendFromMember(deps, member, { text: event.text });
          else if (event.type === 'typing') await typingFromMember(deps, member);
          else await markReadByMember(deps, member, event.upTo);
        },
      });
    },
  });

  app.route({
    method: 'GET',
    url: ADMIN_CHAT_LIVE_PATH,
    schema: socketDocs(
      'Operator chat (WebSocket)',
      'Every conversation of the queues and brands the operator may read (roles admin and support), live.',
    ),
    // A plain GET answers like every operator route (the matrix's guard: 401 without an operator
    // token, 403 without chat.desk), then 426.
    handler: async () => upgradeOnly(),
    wsHandler: (socket, request) => {
      runChatSocket(socket, request.log, {
        authenticate: async (token) => {
          const found = await authenticateOperator(db, token, deps.operatorIdleMinutes);
          if (!found) return null;
          if (!answersChat(found.operator.role)) throw chatErrors.queueForbidden();
          return found.operator;
        },
        stillSignedIn: async (token, activity) =>
          activity
            ? (await authenticateOperator(db, token, deps.operatorIdleMinutes)) !== null
            : operatorSessionIsLive(db, token, deps.operatorIdleMinutes),
        watchSession: (operator, recheck) =>
          changeFeed.subscribe((change) => {
            if (change.kind === 'operator-sessions' && change.operatorIds.includes(operator.id)) recheck();
          }),
        subscribe: async (operator, send) => {
          const unsubscribe = bus.subscribe(({ merchantId, queue, event }) => {
            if (operatorMayRead(operator, { merchantId, queue }) && !fromSide(event, 'operator')) send(event);
          });
          send({ type: 'ready', unReadCount: 0 });
          return unsubscribe;
        },
        onEvent: async (operator, event) => {
          if (event.conversationId === undefined) throw chatErrors.notFound();
          if (event.type === 'send') await replyAsOperator(deps, operator, event.conversationId, event.text);
          else if (event.type === 'typing') await typingFromOperator(deps, operator, event.conversationId);
          else await markReadByOperator(deps, operator, event.conversationId, event.upTo);
        },
      });
    },
  });
};
