/** Reading a bench's `--name value` arguments, the same way in every bench. */

/** The value after `--name`, or undefined when the option (or its value) is absent. */
export function textOption(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : undefined;
}

/** `--name N` as a number, or `fallback` when not given. */
export function numberOption(args: string[], name: string, fallback: number): number {
  const value = textOption(args, name);
  return value === undefined ? fallback : Number(value);
}
