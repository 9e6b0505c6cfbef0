import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command, CommandFile } from './command.ts';

const COMMANDS_DIR = path.join(import.meta.dirname, 'commands');

const isCommandFile = (file: string) => /\.ts$/.test(file) && !/\.(test|spec)\.ts$/.test(file);

function assertCommandFile(file: string, value: unknown): asserts value is CommandFile {
  const candidate = value as Partial<CommandFile> | undefined;
  if (typeof candidate?.order !== 'number' || !Array.isArray(candidate.commands)) {
    throw new Error(`cli/commands/${file} must export default defineCommands(order, [...commands]).`);
  }
}

/**
 * Every command of every file in `cli/commands/`, in help order (the file's `order`, then its own
 * order). Two commands with one name is a programming error, reported at start-up rather than
 * letting the second one silently win.
 */
export async function discoverCommands(dir = COMMANDS_DIR): Promise<Command[]> {
  const files = readdirSync(dir).filter(isCommandFile).sort();
  const loaded = await Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: unknown };
      assertCommandFile(file, module.default);
      return { file, ...module.default };
    }),
  );
  const commands = loaded.sort((a, b) => a.order - b.order || a.file.localeCompare(b.file)).flatMap((f) => f.commands);
  const seen = new Set<string>();
  for (const { name } of commands) {
    if (seen.has(name)) throw new Error(`Two admin commands are named '${name}'.`);
    seen.add(name);
  }
  return commands;
}
