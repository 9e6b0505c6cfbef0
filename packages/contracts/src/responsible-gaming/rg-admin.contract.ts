import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { text } from '../text.ts';
import { rgHistoryEntrySchema, rgStateSchema } from './responsible-gaming.contract.ts';

const memberIdParams = z.object({ id: z.coerce.number().int().positive() });

/** GET /admin/api/players/:id/responsible-gaming: the member's state and 6 months of history. */
export const adminRgState = endpoint('GET', '/admin/api/players/:id/responsible-gaming', {
  params: memberIdParams,
  response: envelope(rgStateSchema.extend({ history: z.array(rgHistoryEntrySchema) })),
});

/**
 * POST /admin/api/players/:id/responsible-gaming/restrictions: an operator-imposed restriction,
 * for a number of days or indefinite. Only ever adds: a member's own exclusion is never shortened.
 */
export const adminAddRgRestriction = endpoint('POST', '/admin/api/players/:id/responsible-gaming/restrictions', {
  params: memberIdParams,
  body: z.object({
    days: z.number().int().min(1).max(3650).nullable(),
    reason: text().trim().min(1).max(200),
  }),
  response: envelope(rgStateSchema.extend({ history: z.array(rgHistoryEntrySchema) })),
});
