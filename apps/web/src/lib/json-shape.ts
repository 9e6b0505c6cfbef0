/*
 * A small checker for the JSON Schema subset zod's toJSONSchema writes for response contracts.
 * The first screens check their answers with shapes generated from the zod contracts (see
 * features/games/api/lobby-shapes.test.ts) instead of zod itself, which would add the whole
 * schema library (~23 KB compressed) to the home route. A test fails when a contract changes and
 * its generated shape is not regenerated, and when a shape uses a keyword this checker ignores.
 */
import type { LightRoute } from './api-client';

export type JsonShape = {
  $schema?: string;
  type?: string | string[];
  properties?: Record<string, JsonShape>;
  required?: string[];
  additionalProperties?: boolean | JsonShape;
  propertyNames?: JsonShape;
  items?: JsonShape;
  anyOf?: JsonShape[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

/** Every keyword problemAt understands; the shapes test rejects any other. */
export const SHAPE_KEYWORDS: readonly string[] = [
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'anyOf',
  'enum',
  'const',
  'pattern',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
];

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const typeMatches = (want: string, got: string) => want === got || (want === 'number' && got === 'integer');

function scalarProblem(shape: JsonShape, value: unknown): string | null {
  if (shape.const !== undefined && value !== shape.const) return 'not the constant';
  if (shape.enum && !shape.enum.includes(value)) return 'not one of the allowed values';
  if (typeof value === 'string') {
    if (shape.pattern !== undefined && !new RegExp(shape.pattern).test(value)) return 'does not match its pattern';
    if (value.length < (shape.minLength ?? 0) || value.length > (shape.maxLength ?? Infinity)) return 'bad length';
  }
  if (typeof value === 'number' && (value < (shape.minimum ?? -Infinity) || value > (shape.maximum ?? Infinity)))
    return 'out of range';
  return null;
}

function objectProblem(shape: JsonShape, value: Record<string, unknown>, path: string): string | null {
  for (const key of shape.required ?? []) if (!(key in value)) return `${path}.${key}: missing`;
  for (const [key, item] of Object.entries(value)) {
    const known = shape.properties?.[key];
    // Unknown keys are what zod strips on parse, so they are let through, unchecked.
    const rule = known ?? (typeof shape.additionalProperties === 'object' ? shape.additionalProperties : null);
    const problem = rule && item !== undefined ? problemAt(rule, item, `${path}.${key}`) : null;
    if (problem) return problem;
  }
  return null;
}

/** The first place where `value` breaks `shape` ("$.list[3].nodeId: expected integer"), or null. */
export function problemAt(shape: JsonShape, value: unknown, path = '$'): string | null {
  if (shape.anyOf) {
    const problems = shape.anyOf.map((option) => problemAt(option, value, path));
    if (problems.includes(null)) return null;
    // A nullable object that is there but wrong: say what is wrong inside it.
    const sameType = shape.anyOf.filter(
      (option) => option.type === undefined || [option.type].flat().includes(typeOf(value)),
    );
    return sameType.length === 1
      ? problems[shape.anyOf.indexOf(sameType[0]!)]!
      : `${path}: matches none of its alternatives`;
  }
  const got = typeOf(value);
  const wanted = shape.type === undefined ? [] : [shape.type].flat();
  if (wanted.length > 0 && !wanted.some((want) => typeMatches(want, got)))
    return `${path}: expected ${wanted.join('|')}, got ${got}`;
  const scalar = scalarProblem(shape, value);
  if (scalar) return `${path}: ${scalar}`;
  if (Array.isArray(value)) {
    if (value.length < (shape.minItems ?? 0) || value.length > (shape.maxItems ?? Infinity)) return `${path}: bad size`;
    for (const [index, item] of value.entries()) {
      const problem = shape.items ? problemAt(shape.items, item, `${path}[${index}]`) : null;
      if (problem) return problem;
    }
    return null;
  }
  return got === 'object' ? objectProblem(shape, value as Record<string, unknown>, path) : null;
}

/** A checker with zod's safeParse signature, so the API client treats it like a contract schema. */
export function shapeSchema<T>(shape: JsonShape) {
  return {
    safeParse: (value: unknown): { success: true; data: T } | { success: false; error: string } => {
      const problem = problemAt(shape, value);
      return problem === null ? { success: true, data: value as T } : { success: false, error: problem };
    },
  };
}

/** A GET route of the first screens whose answer is checked by its generated shape instead of zod. */
export const lightGetRoute = <T>(path: string, shape: JsonShape): LightRoute<T> => ({
  method: 'GET',
  path,
  response: shapeSchema(shape),
});
