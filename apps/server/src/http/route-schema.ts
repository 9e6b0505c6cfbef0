import type { ZodType } from 'zod';

/** The parts of an endpoint contract (packages/contracts) a route validates with. */
type Contract = { params?: ZodType; query?: ZodType; body?: ZodType; response: ZodType };

type SchemaOf<C extends Contract> = {
  tags: string[];
  security?: { bearer: never[] }[];
  summary: string;
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: { 200: C['response'] };
};

/**
 * A route's schema straight from its contract: the params, query and body it validates, the
 * answer it serialises, and the lines of its documentation. With `signedIn`, the docs show the
 * bearer token (the guard itself is the route's onRequest hook).
 */
export function routeSchema<C extends Contract>(
  contract: C,
  docs: { tags: string[]; summary: string; signedIn?: boolean },
): SchemaOf<C> {
  return {
    tags: docs.tags,
    ...(docs.signedIn ? { security: [{ bearer: [] }] } : {}),
    summary: docs.summary,
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    response: { 200: contract.response },
  } as SchemaOf<C>;
}
