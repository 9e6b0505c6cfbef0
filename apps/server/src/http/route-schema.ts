import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  HTTPMethods,
  RouteShorthandOptions,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler whose request is typed by the contract's params, query and body. */
export type ContractHandler<C extends Contract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<C>,
  ZodTypeProvider
>;

/** What a route adds to its contract: its docs, and optionally a guard, decryption, rate limit or body limit. */
export type RouteOptions = {
  tags: string[];
  summary: string;
  signedIn?: boolean;
  onRequest?: RouteShorthandOptions['onRequest'];
  preValidation?: RouteShorthandOptions['preValidation'];
  config?: FastifyContextConfig;
  bodyLimit?: number;
};

/**
 * Registers `handler` at the contract's method and path with the schema {@link routeSchema} makes:
 * one call instead of the same options block in every route.
 */
export function contractRoute<C extends Contract & { method: HTTPMethods; path: string }>(
  app: ZodApp,
  contract: C,
  options: RouteOptions,
  handler: ContractHandler<C>,
): void {
  const { tags, summary, signedIn, ...rest } = options;
  app.route({
    method: contract.method,
    url: contract.path,
    ...rest,
    schema: routeSchema(contract, { tags, summary, ...(signedIn ? { signedIn } : {}) }),
    handler,
  });
}

/**
 * For a plugin whose routes share their options (tags, a guard): `route(contract, summary, handler)`
 * registers each with {@link contractRoute}; a route that adds options of its own (a rate limit)
 * passes them with its summary instead.
 */
export function contractRoutes(app: ZodApp, shared: Omit<RouteOptions, 'summary'>) {
  return <C extends Contract & { method: HTTPMethods; path: string }>(
    contract: C,
    own: string | (Partial<RouteOptions> & { summary: string }),
    handler: ContractHandler<C>,
  ): void =>
    contractRoute(app, contract, { ...shared, ...(typeof own === 'string' ? { summary: own } : own) }, handler);
}
