import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogFn = (...args: unknown[]) => void;

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

  fatal(...args: unknown[]): void {
    (this.target.fatal as LogFn)(...args);
  }
  error(...args: unknown[]): void {
    (this.target.error as LogFn)(...args);
  }
  warn(...args: unknown[]): void {
    (this.target.warn as LogFn)(...args);
  }
  info(...args: unknown[]): void {
    (this.target.info as LogFn)(...args);
  }
  debug(...args: unknown[]): void {
    (this.target.debug as LogFn)(...args);
  }
  trace(...args: unknown[]): void {
    (this.target.trace as LogFn)(...args);
  }
}

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options?: ChildOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
