import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogFn = (...args: unknown[]) => void;
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/**
 * A request logger that becomes a real pino child only when something logs. Most requests (the
 * header's balance poll above all) never write a line, and building a child with redaction on
 * every request was a measurable share of their cost. A class rather than an object of closures:
 * its methods are made once, so a request that never logs allocates one small object.
 */
class LazyChildLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions | undefined,
  ) {}

  private get target(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.real ? this.real.level : (this.options?.level ?? this.parent.level);
  }
  set level(value: string) {
    this.target.level = value;
  }

  silent(): void {}

  /** A child of a child that never logged is one child of the parent with both sets of bindings. */
  child(childBindings: Bindings, childOptions?: ChildOptions): FastifyBaseLogger {
    return this.real
      ? lazyChildLogger(this.real, childBindings, childOptions)
      : lazyChildLogger(this.parent, { ...this.bindings, ...childBindings }, { ...this.options, ...childOptions });
  }

  /** fatal … trace: each writes through the real child, made on the first of them. Defined once, on the prototype. */
  static {
    const methods = this.prototype as unknown as Record<Level, LogFn>;
    for (const level of LEVELS) {
      methods[level] = function (this: LazyChildLogger, ...args) {
        (this.target[level] as LogFn)(...args);
      };
    }
  }
}

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options?: ChildOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
