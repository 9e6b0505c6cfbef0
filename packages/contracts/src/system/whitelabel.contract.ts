import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import type { WhitelabelNode } from './flags.ts';

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(whitelabelNodeSchema) }),
);

/** GET /wps/system/whitelabel */
export const getWhitelabel = endpoint('GET', '/wps/system/whitelabel', {
  response: envelope(z.array(whitelabelNodeSchema)),
});
