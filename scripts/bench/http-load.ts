import autocannon from 'autocannon';

export type HttpFigures = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

/** Load from a worker thread, so the load generator does not share the servers' event loop. */
export async function hammer(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<HttpFigures> {
  const result = await autocannon({ url, headers, connections, duration: seconds, workers: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The run with the median throughput. */
export function median(runs: HttpFigures[]): HttpFigures {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)]!;
}
