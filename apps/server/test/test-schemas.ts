import { randomBytes } from 'node:crypto';

/**
 * A throwaway PostgreSQL schema's name, for a test that hands a real process a search_path (the
 * admin CLI's smoke test); every other file gets a database of its own (pg-test-databases.ts).
 */
export function testSchemaName(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}
