import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverCommands } from './discover.ts';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A commands folder holding the given files (plain objects, so the test needs no real command). */
function folder(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-cli-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}
const file = (order: number, ...names: string[]) =>
  `export default { order: ${order}, commands: ${JSON.stringify(names.map((name) => ({ name, summary: name })))} };`;

describe('admin command discovery', () => {
  it('finds every command file (tests skipped) and lists them by the order each file declares', async () => {
    const commands = await discoverCommands(
      folder({ 'b.ts': file(10, 'b', 'b:set'), 'a.ts': file(20, 'a'), 'a.test.ts': 'throw new Error("not loaded")' }),
    );
    expect(commands.map((c) => c.name)).toEqual(['b', 'b:set', 'a']);
  });

  it('refuses a file without the default export and two commands of one name', async () => {
    await expect(discoverCommands(folder({ 'x.ts': 'export const commands = [];' }))).rejects.toThrow(
      'cli/commands/x.ts must export default defineCommands',
    );
    await expect(discoverCommands(folder({ 'x.ts': file(1, 'x'), 'y.ts': file(2, 'x') }))).rejects.toThrow(
      "Two admin commands are named 'x'.",
    );
  });
});
