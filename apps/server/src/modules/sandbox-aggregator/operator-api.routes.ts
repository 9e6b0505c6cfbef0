import { verify, type KeyObject } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HUB88_GAME_LIST_PATH, HUB88_GAME_URL_PATH, hub88GameUrlRequest } from '@arcadia/contracts';
import { SANDBOX_PREFIX, type SandboxAggregator } from './sandbox-aggregator.ts';
import { SANDBOX_LIST } from './sandbox-catalogue.ts';

/**
 * The sandbox aggregator's Games API, answered as Hub88 answers it (reference section 2.6):
 * bodies signed with the operator's key (401 without a valid X-Hub88-Signature), errors as
 * `{ "error": "…" }` with 400 or 404, success 200 `{ "url" }` or the game list.
 */
export const sandboxOperatorApiRoutes: FastifyPluginAsync<{ agg: SandboxAggregator; operatorKey: KeyObject }> = async (
  app,
  { agg, operatorKey },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  /** The parsed body when the signature holds; otherwise the refusal has been sent. */
  const signedJson = (request: FastifyRequest, reply: FastifyReply): unknown => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers['x-hub88-signature'];
    const valid =
      typeof signature === 'string' &&
      verify('RSA-SHA256', Buffer.from(raw, 'utf8'), operatorKey, Buffer.from(signature, 'base64'));
    if (!valid) {
      void reply.code(401).send({ error: 'invalid signature' });
      return undefined;
    }
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      void reply.code(400).send({ error: 'body is not JSON' });
      return undefined;
    }
  };
  const hide = { schema: { hide: true } };

  app.post(`${SANDBOX_PREFIX}${HUB88_GAME_URL_PATH}`, hide, async (request, reply) => {
    const json = signedJson(request, reply);
    if (json === undefined) return reply;
    const parsed = hub88GameUrlRequest.safeParse(json);
    if (!parsed.success) return reply.code(400).send({ error: 'bad or missing parameters' });
    if (parsed.data.currency === 'XXX' || !parsed.data.token)
      return reply.code(400).send({ error: 'DEMO play is not offered: send a user and a token' });
    const url = await agg.openSession(parsed.data);
    if (!url) return reply.code(404).send({ error: 'unknown game' });
    return reply.send({ url });
  });

  app.post(`${SANDBOX_PREFIX}${HUB88_GAME_LIST_PATH}`, hide, async (request, reply) => {
    const json = signedJson(request, reply);
    if (json === undefined) return reply;
    return reply.send(SANDBOX_LIST);
  });
};
