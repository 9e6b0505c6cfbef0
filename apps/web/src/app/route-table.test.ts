import { describe, expect, it } from 'vitest';
import { PLAYER_SITE_PATHS } from '@arcadia/contracts';
import { ROUTE_TABLE } from './route-table';

describe('the route table', () => {
  it('has the pages the server answers 200 for, and no others (an unknown address is a 404)', () => {
    const routed = ROUTE_TABLE.flatMap((spec) => spec.paths);
    expect([...routed].sort()).toEqual([...PLAYER_SITE_PATHS].sort());
  });
});
