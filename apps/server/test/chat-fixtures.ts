import { createRequire } from 'node:module';
import { expect } from 'vitest';
import sharp from 'sharp';
import { chatServerEventSchema, type ChatServerEvent } from '@arcadia/contracts';
import type { Db } from '../src/db/schema.ts';

/** The `ws` client that @fastify/websocket brings along (typed by hand: no type package). */
type SocketClient = {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  terminate(): void;
};
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => SocketClient;

/** A chat socket on a listening app, signed in with `token`: every server event it receives. */
export async function chatSocket(app: { server: { address(): unknown } }, path: string, token: string) {
  const address = app.server.address() as { port: number } | null;
  if (!address) throw new Error('listen first');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}${path}`);
  const events: ChatServerEvent[] = [];
  let closedWith: number | null = null;
  // What the socket could not read, and its errors, fail the test that looks at the socket: thrown
  // from a listener they would be uncaught, and the runner blames whichever test runs then.
  const faults: string[] = [];
  socket.on('message', (data) => {
    const parsed = chatServerEventSchema.safeParse(JSON.parse(data.toString()));
    if (parsed.success) events.push(parsed.data);
    else faults.push(`unreadable event ${data.toString().slice(0, 200)}: ${parsed.error.message}`);
  });
  socket.on('error', (error) => faults.push(`socket error: ${error.message}`));
  socket.on('close', (code) => (closedWith = code));
  await new Promise<void>((resolve) => socket.on('open', resolve));
  socket.send(JSON.stringify({ type: 'auth', token }));
  await expect.poll(() => events.length > 0 || closedWith !== null).toBe(true);
  return {
    socket,
    events,
    closedWith: () => closedWith,
    send: (event: object) => socket.send(JSON.stringify(event)),
    of: <K extends ChatServerEvent['type']>(type: K) => {
      if (faults.length > 0) throw new Error(faults.join('\n'));
      return events.filter((e) => e.type === type) as Extract<ChatServerEvent, { type: K }>[];
    },
  };
}

/** Gives a member a club label of the given rank (VIP service is for rank above 4). */
export async function giveClubRank(db: Db, memberId: number, rankLevel: number) {
  const label = await db
    .insertInto('member_labels')
    .values({
      merchant_id: 1,
      kind: 'club',
      label_name: `VIP ${rankLevel}`,
      color: '#000',
      color2: '#fff',
      rank_level: rankLevel,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('members')
    .set({ club_label_id: Number(label.id) })
    .where('id', '=', memberId)
    .execute();
}

/** A real little PNG. */
export const tinyPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
