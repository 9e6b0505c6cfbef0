import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { itOnPostgres, useTestDatabase } from '../../test/test-db.ts';
import { preparedOnce } from './prepared.ts';

const database = useTestDatabase();

describe('statements marked preparedOnce', () => {
  itOnPostgres('are prepared once per connection, one per shape; unmarked ones are not', async () => {
    const seen = await database()
      .db.transaction()
      .execute(async (trx) => {
        const twoMembers = (ids: number[]) =>
          trx.selectFrom('members').select('id').where('id', 'in', ids).modifyEnd(preparedOnce).execute();
        await twoMembers([1, 2]);
        await twoMembers([3, 4]);
        await twoMembers([5]);
        await trx.selectFrom('members').select('id').where('id', '=', 6).execute();
        const marked = await trx
          .selectNoFrom((eb) => eb.val(41).as('answer'))
          .modifyEnd(preparedOnce)
          .executeTakeFirstOrThrow();
        const prepared = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(trx);
        return { answer: Number(marked.answer), statements: prepared.rows };
      });
    expect(seen.answer).toBe(41);
    const byText = seen.statements.filter((s) => s.statement.includes('from "members" where "id" in ('));
    // Two lengths of the list: two statements, each under a name taken from its text.
    expect(byText).toHaveLength(2);
    expect(byText.every((s) => /^p_[0-9a-f]{24}$/.test(s.name) && s.statement.endsWith('/* prepared */'))).toBe(true);
  });
});
