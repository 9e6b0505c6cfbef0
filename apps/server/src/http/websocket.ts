import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';

/**
 * WebSocket support for the whole server (@fastify/websocket), registered once at the root: it
 * handles the HTTP server's upgrade event, so a second registration would answer every upgrade
 * twice, and routes declare `{ websocket: true }` only under the context that registered it.
 * Modules that serve sockets (live Crash, the customer-service chat) may register this too: the
 * guard makes every registration after the first a no-op.
 */
export const websocketSupport = fp(
  async (app) => {
    if (app.hasDecorator('websocketServer')) return;
    // Messages from clients are small (a chat line); refuse anything big outright.
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  },
  { name: 'arcadia-websocket' },
);
