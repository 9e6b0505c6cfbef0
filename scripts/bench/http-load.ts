import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadFigures, LoadJob } from './load-process.ts';

export type HttpFigures = LoadFigures;

const LOAD_PROCESS = path.join(import.meta.dirname, 'load-process.ts');

/** Load from a separate process (load-process.ts), so the generator never competes inside the server's process. */
export async function load(job: LoadJob): Promise<HttpFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', LOAD_PROCESS, JSON.stringify(job)],
    {
      timeout: (job.seconds + 60) * 1000,
    },
  );
  return JSON.parse(stdout) as HttpFigures;
}

/** GETs of one URL with shared headers. */
export function hammer(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<HttpFigures> {
  return load({ url, headers, seconds, connections });
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The run with the median throughput. */
export function median(runs: HttpFigures[]): HttpFigures {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)]!;
}
