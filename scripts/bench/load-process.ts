import autocannon from 'autocannon';

/**
 * The HTTP load generator, run as a process of its own (spawned by http-load.ts), so that it never
 * shares an event loop, a heap or a garbage collector with the server it measures. It reads one
 * job (JSON) from its argument and prints its figures (JSON) on stdout.
 *
 * `streams`: one autocannon client per entry, each with one connection and its own headers (a
 * member's token); when `body` is given, every request sends it with a fresh `clientKey`, as a
 * client sending distinct transfers does.
 */
export type LoadJob = {
  url: string;
  seconds: number;
  method?: 'GET' | 'POST';
  /** Several connections sharing these headers … */
  connections?: number;
  headers?: Record<string, string>;
  /** … or one connection per entry, each with its own headers. */
  streams?: Record<string, string>[];
  body?: Record<string, unknown>;
};
export type LoadFigures = { rps: number; p50: number; p99: number; ok2xx: number; non2xx: number; errors: number };

async function run(job: LoadJob): Promise<LoadFigures> {
  const prefix = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  let sent = 0;
  const one = (headers: Record<string, string>, connections: number) =>
    autocannon({
      url: job.url,
      connections,
      duration: job.seconds,
      requests: [
        {
          method: job.method ?? 'GET',
          headers: { ...headers, ...(job.body ? { 'content-type': 'application/json' } : {}) },
          ...(job.body
            ? {
                setupRequest: (req) => ({
                  ...req,
                  body: JSON.stringify({ ...job.body, clientKey: `${prefix}-${sent++}` }),
                }),
              }
            : {}),
        },
      ],
    });
  const results = job.streams
    ? await Promise.all(job.streams.map((headers) => one(headers, 1)))
    : [await one(job.headers ?? {}, job.connections ?? 1)];
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    ok2xx: results.reduce((sum, r) => sum + r['2xx'], 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

process.stdout.write(JSON.stringify(await run(JSON.parse(process.argv[2]!) as LoadJob)));
