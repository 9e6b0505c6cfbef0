import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { setTestClockOffset, testClockOffset } from '../lib/test-clock.ts';

/** Forward by a duration, or to an instant (at least the current moved time). */
const move = z.union([
  z
    .object({
      advanceMs: z
        .number()
        .int()
        .min(0)
        .max(400 * 86_400_000),
    })
    .strict(),
  z.object({ to: z.string().datetime({ offset: true }) }).strict(),
]);

const state = () => ({ now: new Date().toISOString(), offsetMs: testClockOffset() });

/**
 * Browser journeys move the server's wall clock here (TEST_CLOCK=on, refused outside NODE_ENV=test;
 * without it these paths do not exist). Not enveloped and not documented: a test fixture, not API.
 */
export const testClockPlugin: FastifyPluginAsync = async (app) => {
  app.get('/__test/clock', { schema: { hide: true }, config: { rateLimit: false } }, async () => state());
  app.post('/__test/clock', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const parsed = move.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'advanceMs (ms) or to (an ISO instant) expected' });
    const target = 'advanceMs' in parsed.data ? Date.now() + parsed.data.advanceMs : Date.parse(parsed.data.to);
    const shift = target - Date.now();
    if (shift < 0) return reply.code(409).send({ error: 'the test clock only moves forward', ...state() });
    setTestClockOffset(testClockOffset() + shift);
    return state();
  });
};
