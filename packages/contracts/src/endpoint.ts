import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint validates and answers; `encrypted` marks a body sent sealed (encryption.ts). */
type EndpointParts = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  encrypted?: true;
};

/**
 * One endpoint's contract: `method` and `path` keep their literal types (the server registers the
 * route and the web client calls it from them), the parts keep theirs (the handler and the caller
 * are typed by them).
 */
export const endpoint = <M extends HttpMethod, P extends string, const S extends EndpointParts>(
  method: M,
  path: P,
  parts: S,
): Readonly<{ method: M; path: P } & S> => ({ method, path, ...parts });
