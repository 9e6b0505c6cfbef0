import { randomBytes } from 'node:crypto';

/**
 * PostgreSQL test schemas are named after the test run and dropped together when the run ends
 * (see global-setup.ts), never while other files are running: Kysely's migrator inspects every
 * schema's tables, and one vanishing under it fails with "schema … does not exist".
 */
export function testSchemaName(): string {
  const run = process.env.ARCADIA_TEST_RUN;
  return run ? `t_${run}_${randomBytes(5).toString('hex')}` : `t_${randomBytes(6).toString('hex')}`;
}

/** True when the run's global teardown drops the schemas (so a file must not drop its own). */
export const schemasDroppedAtEnd = () => Boolean(process.env.ARCADIA_TEST_RUN);
