import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { JsonShape } from '@/lib/json-shape';

/**
 * The shapes the light readers check, generated from the zod contracts (their responses as JSON
 * Schema) so that zod stays off the home route.
 */
export function contractShapes(contracts: Record<string, { response: z.ZodType }>): Record<string, JsonShape> {
  return Object.fromEntries(
    Object.entries(contracts).map(([name, contract]) => {
      const { $schema: _drop, ...shape } = z.toJSONSchema(contract.response, { io: 'output' }) as JsonShape;
      return [name, shape];
    }),
  );
}

/** The committed shapes file, rewritten first from `fresh` when UPDATE_SHAPES is set. */
export function committedShapes(file: string, fresh: Record<string, JsonShape>): unknown {
  if (process.env.UPDATE_SHAPES) writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`);
  return JSON.parse(readFileSync(file, 'utf8'));
}
