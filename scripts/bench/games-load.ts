/**
 * The games bench's load generator, run as its own process (so it does not share the server's
 * event loop): `node --import tsx games-load.ts <json>` with { urls, connections, seconds }.
 * Each connection loops over the URLs in turn; prints { requests, rps, p50, p95, errors } as JSON.
 * With { numbered: true } every request adds ' <n>' (n counting up) to its URL, so no URL is
 * asked twice: the URLs end in a search term and each request searches for a term of its own
 * (numberFrom, default 0, starts the count elsewhere so that a warm-up asks other terms).
 */
export {};

const { urls, connections, seconds, numbered, numberFrom } = JSON.parse(process.argv[2]!) as {
  urls: string[];
  connections: number;
  seconds: number;
  numbered?: boolean;
  numberFrom?: number;
};
let asked = numberFrom ?? 0;
const latencies: number[] = [];
let errors = 0;
const end = performance.now() + seconds * 1000;

async function loop(offset: number) {
  let i = offset;
  while (performance.now() < end) {
    const url = urls[i++ % urls.length]! + (numbered ? encodeURIComponent(` ${++asked}`) : '');
    const started = performance.now();
    try {
      // Node's own fetch keeps connections alive between calls.
      const res = await fetch(url);
      await res.text();
      if (res.status !== 200) errors++;
      latencies.push(performance.now() - started);
    } catch {
      errors++;
    }
  }
}

await Promise.all(Array.from({ length: connections }, (_, c) => loop(c * 7)));
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
process.stdout.write(
  JSON.stringify({ requests: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95), errors }),
);
