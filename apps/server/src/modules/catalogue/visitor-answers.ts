import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import negotiator from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encode, type ZodType } from 'zod';
import { COMPRESS_THRESHOLD_BYTES } from '../../http/http-core.ts';
import { translate } from '../../i18n/messages.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';

/**
 * Catalogue answers for visitors, kept with the snapshot they were read from: serialised once
 * (after the same contract check the route's serializer makes) and compressed once per encoding.
 * A visitor's game list depends only on the snapshot, the language and the query, so the same
 * page asked again costs a map lookup instead of a list, a schema walk, JSON and compression,
 * which were most of a request's CPU. A member's answer carries their favourite marks and is
 * never kept. A new catalogue version is a new snapshot, so its answers start empty.
 */
const KEPT_PER_SNAPSHOT = 512;
type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

class WireAnswer {
  readonly #encoded = new Map<Encoding, Buffer>();
  readonly bytes: number;
  constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  /**
   * Compressed on first demand, a little harder than the per-request compression of other
   * answers: most answers are asked again, but a search typed once is compressed only to be sent once.
   */
  encoded(encoding: Encoding): Buffer {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.json, { level: 6 });
      this.#encoded.set(encoding, body);
    }
    return body;
  }
}

const answersOf = new WeakMap<CatalogueSnapshot, Map<string, WireAnswer>>();

function kept(snapshot: CatalogueSnapshot, key: string, build: () => string): WireAnswer {
  let answers = answersOf.get(snapshot);
  if (!answers) answersOf.set(snapshot, (answers = new Map()));
  const known = answers.get(key);
  if (known) return known;
  const answer = new WireAnswer(build());
  // Oldest first out: a bounded memory however many different searches visitors type.
  if (answers.size >= KEPT_PER_SNAPSHOT) answers.delete(answers.keys().next().value!);
  answers.set(key, answer);
  return answer;
}

/**
 * Sends the success envelope of `value()` as a visitor's answer, from the snapshot's kept answers
 * when the same language and query were asked before. `response` is the route's response schema,
 * applied as the route's serializer applies it: a value it refuses is an error here too.
 */
export function sendVisitorAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: CatalogueSnapshot,
  response: ZodType,
  value: () => unknown,
): FastifyReply {
  const key = `${request.routeOptions.url}|${request.language}|${JSON.stringify(request.query)}`;
  const answer = kept(snapshot, key, () => {
    const envelope = { success: true, code: 'ok', message: translate(request.language, 'ok'), value: value() };
    return JSON.stringify(encode(response, envelope));
  });
  void reply.code(200).header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) as Encoding | null;
  // Already encoded: the compress hook leaves an answer that carries its Content-Encoding alone.
  if (encoding && answer.bytes >= COMPRESS_THRESHOLD_BYTES)
    return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
  return reply.send(answer.json);
}
