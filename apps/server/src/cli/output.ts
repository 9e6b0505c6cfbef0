import type { Writer } from './command.ts';

/** Left-aligned columns two spaces apart; the last column is not padded so lines do not trail. */
export function table(headers: string[], rows: string[][]): string {
  const all = [headers, ...rows];
  const widths = headers.map((_, col) => Math.max(...all.map((row) => (row[col] ?? '').length)));
  return all
    .map((row) =>
      row
        .map((cell, col) => cell.padEnd(widths[col] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Label/value lines with the values aligned. */
export function fields(entries: [string, string][]): string {
  const width = Math.max(...entries.map(([label]) => label.length)) + 1;
  return entries.map(([label, value]) => `  ${`${label}:`.padEnd(width)} ${value}`).join('\n');
}

export function joinOr(values: readonly string[], empty: string): string {
  return values.length > 0 ? values.join(', ') : empty;
}

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export function createPrinter(json: boolean, out: Writer) {
  return (data: unknown, human: () => string): void => {
    out.write(json ? `${JSON.stringify(data, null, 2)}\n` : `${human()}\n`);
  };
}

/** Changes are read by running servers within a second (their brand cache lives that long). */
export const TAKES_EFFECT = 'Running servers apply this within a second.';

/** A list printed as JSON under --json (each item through `json`), otherwise as a table. */
export function printTable<T>(
  ctx: { print: (data: unknown, human: () => string) => void },
  items: T[],
  headers: string[],
  row: (item: T) => string[],
  json: (item: T) => unknown = (item) => item,
): void {
  ctx.print(items.map(json), () => table(headers, items.map(row)));
}
