import { z } from 'zod';
import { envelope } from '../envelope.ts';

export type WhitelabelNode = { modId: string; enabled: '1' | '0'; childrenNodes: WhitelabelNode[] };
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(whitelabelNodeSchema) }),
);

/** GET /wps/system/whitelabel */
export const getWhitelabel = {
  method: 'GET',
  path: '/wps/system/whitelabel',
  response: envelope(z.array(whitelabelNodeSchema)),
} as const;

/** Reads a flag out of a tree; a flag under a disabled group is off. */
export function isFlagOn(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isFlagOn(node.childrenNodes, modId)) return true;
  }
  return false;
}
