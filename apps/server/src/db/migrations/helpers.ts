import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type OnModifyForeignAction,
} from 'kysely';

import { isPostgres } from '../dialect.ts';

export { isPostgres };

/** An auto-increment integer primary key on either database. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * A table written as data: each column is its SQL definition ("varchar(40) not null references
 * members.id on delete cascade"), `serial` being the auto-increment key and `blob` bytes on either
 * database. The definitions still go through Kysely's builder, so each database gets exactly the
 * DDL the builder calls gave before (SQLite keeps that text in its schema).
 */
export type TableDefinition = {
  columns: Record<string, string>;
  /** The composite primary key, named `<table>_pk`. */
  primaryKey?: string[];
  /** Named table checks: the SQL condition. */
  checks?: Record<string, string>;
  indexes?: IndexDefinitions;
};

/** Named indexes: "(a, b)", "unique (a, b)", or partial: "unique (a) where status = 'open'". */
export type IndexDefinitions = Record<string, string>;

/** Creates the tables in the order given, each followed by its indexes. */
export async function createTables(db: Kysely<unknown>, tables: Record<string, TableDefinition>): Promise<void> {
  for (const [name, definition] of Object.entries(tables)) await createTable(db, name, definition);
}

async function createTable(db: Kysely<unknown>, name: string, definition: TableDefinition): Promise<void> {
  let table: CreateTableBuilder<string, string> = db.schema.createTable(name);
  for (const [column, spec] of Object.entries(definition.columns)) {
    const [type, clauses] = dataType(db, spec);
    table = table.addColumn(column, sql.raw(type), (c) => applyClauses(c, clauses, `${name}.${column}`));
  }
  if (definition.primaryKey) table = table.addPrimaryKeyConstraint(`${name}_pk`, definition.primaryKey);
  for (const [check, condition] of Object.entries(definition.checks ?? {})) {
    table = table.addCheckConstraint(check, sql.raw(condition));
  }
  await table.execute();
  await createIndexes(db, name, definition.indexes ?? {});
}

export async function createIndexes(db: Kysely<unknown>, table: string, indexes: IndexDefinitions): Promise<void> {
  for (const [name, spec] of Object.entries(indexes)) {
    const match = /^(unique )?\(([\w, ]+)\)(?: where (.+))?$/.exec(spec);
    if (!match) throw new Error(`Index ${name}: cannot read "${spec}"`);
    const [, unique = '', columns = '', condition] = match;
    if (condition) {
      // Partial indexes were always issued as this plain SQL, and SQLite keeps the text as written.
      await sql.raw(`create ${unique}index ${name} on ${table} (${columns}) where ${condition}`).execute(db);
      continue;
    }
    const index = db.schema.createIndex(name);
    await (unique ? index.unique() : index).on(table).columns(columns.split(', ')).execute();
  }
}

function dataType(db: Kysely<unknown>, spec: string): [string, string] {
  const type = spec.split(' ', 1)[0]!;
  const clauses = spec.slice(type.length);
  if (type === 'blob' && isPostgres(db)) return ['bytea', clauses];
  if (type !== 'serial') return [type, clauses];
  return isPostgres(db) ? ['bigserial', clauses] : ['integer', `${clauses} autoincrement`];
}

type Clause = [RegExp, (c: ColumnDefinitionBuilder, value: string) => ColumnDefinitionBuilder];

const CLAUSES: Clause[] = [
  [/^ primary key/, (c) => c.primaryKey()],
  [/^ autoincrement/, (c) => c.autoIncrement()],
  [/^ not null/, (c) => c.notNull()],
  [/^ unique/, (c) => c.unique()],
  // A quoted default stays text, a bare one a number: `default '0'` and `default 0` differ in SQL.
  [/^ default ('[^']*'|-?\d+)/, (c, value) => c.defaultTo(value.startsWith("'") ? value.slice(1, -1) : Number(value))],
  [/^ references (\w+\.\w+)/, (c, target) => c.references(target)],
  [/^ on delete (cascade|set null)/, (c, action) => c.onDelete(action as OnModifyForeignAction)],
  [/^ check \((.+)\)$/, (c, condition) => c.check(sql.raw(condition))],
];

function applyClauses(column: ColumnDefinitionBuilder, clauses: string, where: string): ColumnDefinitionBuilder {
  let rest = clauses;
  while (rest) {
    const clause = CLAUSES.find(([pattern]) => pattern.test(rest));
    if (!clause) throw new Error(`Column ${where}: cannot read "${rest}"`);
    const [pattern, apply] = clause;
    const match = pattern.exec(rest)!;
    column = apply(column, match[1] ?? '');
    rest = rest.slice(match[0].length);
  }
  return column;
}

/** Drops the tables in the order given (tables that reference others first). */
export async function dropTables(db: Kysely<unknown>, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
