import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { plinkoTables } from './plinko-tables.ts';

describe('the published Plinko tables', () => {
  it('are exactly the tables every past drop was paid on', () => {
    // The digest of the tables as published; any change would alter past payouts on the verifier.
    expect(createHash('sha256').update(JSON.stringify(plinkoTables)).digest('hex')).toBe(
      '781c8751fa76d427bbcc42dfb9b9a0341cd61961d32eb42f3e21a72942f52c99',
    );
  });
});
