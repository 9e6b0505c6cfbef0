import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { itOnPostgres, useTestDatabase } from '../../test/test-db.ts';
import { precompiled, prefixed, slotsFor, type Slots } from './precompiled.ts';

const database = useTestDatabase();

describe('precompiled statements', () => {
  it('are built once, and each call binds its own values beside the constants the build wrote', async () => {
    const db = database().db;
    let builds = 0;
    const brandByCode = precompiled((trx, $: Slots<{ code: string; id: number }>) => {
      builds++;
      return trx
        .selectFrom('merchants')
        .select(['id', 'code'])
        .where('code', '=', $('code'))
        .where('id', '>=', $('id'))
        .where('platform', '!=', 'no such platform');
    });
    const brand = await db.selectFrom('merchants').select(['id', 'code']).orderBy('id').executeTakeFirstOrThrow();
    expect(await brandByCode.first(db, { code: brand.code, id: Number(brand.id) })).toEqual(brand);
    expect(await brandByCode.rows(db, { code: 'nobody', id: 0 })).toEqual([]);
    expect(await brandByCode.first(db, { code: brand.code, id: Number(brand.id) + 1 })).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('write rows from prefixed slots, and say how many rows they changed', async () => {
    const db = database().db;
    const ROW = ['name', 'value', 'created_at'] as const;
    type Row = { name: string; value: string; created_at: string };
    const twoSecrets = precompiled((trx, $: Slots<{ [K in keyof Row as `a.${K}` | `b.${K}`]: string }>) =>
      trx.insertInto('server_secrets').values([slotsFor<Row, 'a.'>($, ROW, 'a.'), slotsFor<Row, 'b.'>($, ROW, 'b.')]),
    );
    const at = new Date().toISOString();
    const written = await twoSecrets.run(db, {
      ...prefixed({ name: 'precompiled-a', value: 'one', created_at: at }, 'a.'),
      ...prefixed({ name: 'precompiled-b', value: 'two', created_at: at }, 'b.'),
    });
    expect(written.changed).toBe(2);
    const stored = await db
      .selectFrom('server_secrets')
      .select(['name', 'value'])
      .where('name', 'like', 'precompiled-%')
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { name: 'precompiled-a', value: 'one' },
      { name: 'precompiled-b', value: 'two' },
    ]);
  });

  it('refuse, at their first use, a slot the build wrote into the text instead of binding it', async () => {
    const db = database().db;
    const inlined = precompiled((trx, $: Slots<{ code: string }>) =>
      trx
        .selectFrom('merchants')
        .select('id')
        .where(sql.raw(`code = '${$('code')}'`) as never),
    );
    await expect(inlined.rows(db, { code: 'x' })).rejects.toThrow(/code not bound as a parameter/);
  });

  itOnPostgres('are named prepared statements on PostgreSQL', async () => {
    const names = await database()
      .db.transaction()
      .execute(async (trx) => {
        const answer = precompiled((t, $: Slots<{ n: number }>) =>
          t.selectNoFrom((eb) => eb.cast(eb.val($('n')), 'integer').as('answer')),
        );
        expect(await answer.first(trx, { n: 41 })).toEqual({ answer: 41 });
        expect(await answer.first(trx, { n: 42 })).toEqual({ answer: 42 });
        const prepared = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements`.execute(trx);
        return prepared.rows.filter((s) => s.statement.includes('as "answer"')).map((s) => s.name);
      });
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^p_[0-9a-f]{24}$/);
  });
});
