/**
 * Recognises constraint failures on both databases by their codes, not by message text that
 * changes between versions. PostgreSQL: SQLSTATE in `code`; better-sqlite3: SQLITE_CONSTRAINT_* in `code`.
 */
type DbError = { code?: unknown; constraint?: unknown; message?: unknown };

const codeOf = (error: unknown) => String((error as DbError | null)?.code ?? '');

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A CHECK constraint failed; with `name`, only that constraint (SQLite names it in the message). */
export function isCheckViolation(error: unknown, name?: string): boolean {
  const code = codeOf(error);
  if (code !== '23514' && code !== 'SQLITE_CONSTRAINT_CHECK') return false;
  if (!name) return true;
  const e = error as DbError;
  return e.constraint === name || String(e.message ?? '').includes(name);
}

/** PostgreSQL aborted a transaction to break a deadlock or a serialization conflict: safe to retry. */
export function isRetryableConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40P01' || code === '40001';
}
