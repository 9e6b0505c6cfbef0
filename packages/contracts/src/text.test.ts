import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.ts';
import { hasControlCharacters, text } from './text.ts';

type Node = z.ZodType & { def: Record<string, unknown> & { type: string } };

/** Every place in a schema where a string is read, as paths (a.b, a[] , a{}). */
function stringLeaves(schema: Node, path: string, out: { path: string; schema: Node }[], seen = new Set<Node>()) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema.def;
  // Only the kinds that can hold or wrap a string matter here; every other kind holds no text.
  // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check
  switch (def.type) {
    case 'string':
      out.push({ path, schema });
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, Node>))
        stringLeaves(child, path ? `${path}.${key}` : key, out, seen);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
    case 'readonly':
      stringLeaves(def.innerType as Node, path, out, seen);
      return;
    case 'pipe':
      stringLeaves(def.in as Node, path, out, seen);
      return;
    case 'array':
      stringLeaves(def.element as Node, `${path}[]`, out, seen);
      return;
    case 'record':
      stringLeaves(def.keyType as Node, `${path}{key}`, out, seen);
      stringLeaves(def.valueType as Node, `${path}{}`, out, seen);
      return;
    case 'union':
      for (const option of def.options as Node[]) stringLeaves(option, path, out, seen);
      return;
    default:
      return;
  }
}

type Contract = Record<string, unknown>;
const isEndpoint = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'path' in value;

/** Every endpoint contract by name: each exported one and each of an admin collection (adminBanners.list…). */
function endpoints(): [string, Contract][] {
  return Object.entries(contracts).flatMap(([name, value]): [string, Contract][] => {
    if (isEndpoint(value)) return [[name, value]];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, member]) => (isEndpoint(member) ? [[`${name}.${key}`, member]] : []));
  });
}

/** Every request part (body, query, params) of every endpoint contract. */
function requestParts() {
  const parts: { name: string; schema: Node }[] = [];
  for (const [name, value] of endpoints()) {
    for (const part of ['body', 'query', 'params'] as const) {
      const schema = value[part];
      if (schema) parts.push({ name: `${name}.${part}`, schema: schema as Node });
    }
  }
  return parts;
}

describe('text sent by clients', () => {
  it('tells control characters apart from ordinary text in any script', () => {
    for (const bad of ['a\u0000b', '\u0007', 'tab\there', 'line\nbreak', '\u007f', '\u009b[31m'])
      expect(hasControlCharacters(bad)).toBe(true);
    for (const good of ['Nguyễn Văn A', 'สมชาย', '张伟', 'o’Brien-Smith', 'a b', '😀'])
      expect(hasControlCharacters(good)).toBe(false);
    expect(text().max(5).safeParse('ab\u0000').error?.issues[0]?.message).toBe('validation.invalid');
  });

  it('every string field of every request contract refuses a NUL byte', () => {
    const parts = requestParts();
    expect(parts.length).toBeGreaterThan(30);
    const accepting: string[] = [];
    for (const part of parts) {
      const leaves: { path: string; schema: Node }[] = [];
      stringLeaves(part.schema, '', leaves);
      for (const leaf of leaves) {
        // A value the field would otherwise take, with a NUL in the middle.
        const plain = ['ab12cd34ef56', 'A', '1', 'ALL', 'abc@example.com'].find(
          (v) => leaf.schema.safeParse(v).success,
        );
        if (plain === undefined) continue;
        const poisoned = `${plain.slice(0, 1)}\u0000${plain.slice(1)}`;
        if (leaf.schema.safeParse(poisoned).success) accepting.push(`${part.name}:${leaf.path}`);
      }
    }
    expect(accepting.join('\n')).toBe('');
  });
});
