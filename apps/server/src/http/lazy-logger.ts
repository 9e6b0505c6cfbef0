import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * A request logger that becomes a real pino child only when something logs. Most requests (the
 * header's balance poll above all) never write a line, and building a child with redaction on
 * every request was a measurable share of their cost.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options?: ChildOptions,
): FastifyBaseLogger {
  let real: FastifyBaseLogger | undefined;
  const get = () => (real ??= parent.child(bindings, options));
  const lazy = {
    get level() {
      return real ? real.level : (options?.level ?? parent.level);
    },
    set level(value: string) {
      get().level = value;
    },
    silent: () => {},
    // A child of a child that never logged is one child of the parent with both sets of bindings.
    child: (childBindings: Bindings, childOptions?: ChildOptions) =>
      real
        ? lazyChildLogger(real, childBindings, childOptions)
        : lazyChildLogger(parent, { ...bindings, ...childBindings }, { ...options, ...childOptions }),
  } as Record<string, unknown>;
  for (const level of LEVELS) {
    lazy[level] = (...args: unknown[]) => (get()[level] as (...a: unknown[]) => void)(...args);
  }
  return lazy as unknown as FastifyBaseLogger;
}
