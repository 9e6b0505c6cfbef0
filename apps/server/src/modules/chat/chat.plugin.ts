import { sql } from 'kysely';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { DbHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { websocketSupport } from '../../http/websocket.ts';
import { ChatBus } from './chat-bus.ts';
import { chatAdminRoutes } from './chat-admin.routes.ts';
import { chatLiveRoutes } from './chat-live.routes.ts';
import { chatRoutes } from './chat.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat event bus of this instance (tests listen on it). */
    chatBus: ChatBus;
  }
}

type ChatPluginDeps = {
  db: Db;
  database: DbHandle;
  config: Pick<Config, 'database' | 'sessionIdleMinutes' | 'operatorSessionIdleMinutes'>;
};

/**
 * The customer-service chat: members write from our chat page (HTTP and a WebSocket), operators
 * answer under /admin/api/chat. Events reach every instance's sockets through the chat bus
 * (LISTEN/NOTIFY on PostgreSQL). Registered after the member and operator auth plugins.
 */
export const chatPlugin = fp(async (app: FastifyInstance, { db, database, config }: ChatPluginDeps) => {
  const bus = new ChatBus();
  app.decorate('chatBus', bus);
  if (config.database.kind === 'postgres') {
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]!;
    const stopRelay = await bus.relayThroughPostgres(config.database.url, schema.schema, app.log);
    app.addHook('onClose', () => stopRelay());
  }
  await app.register(websocketSupport);
  await app.register(chatRoutes, { db, bus });
  await app.register(chatAdminRoutes, { db, bus });
  await app.register(chatLiveRoutes, {
    db,
    bus,
    memberIdleMinutes: config.sessionIdleMinutes,
    operatorIdleMinutes: config.operatorSessionIdleMinutes,
  });
});
