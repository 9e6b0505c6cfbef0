import { sql } from 'kysely';

/**
 * Appended to a statement of the play path (`.modifyEnd(preparedOnce)`), it has PostgreSQL parse
 * and plan that statement once per connection, as a named prepared statement named after its text
 * (database.ts), instead of on every bet. SQLite ignores the comment; its statements are cached
 * per text anyway.
 *
 * Only statements that name their columns: a migration that adds a column while an older server
 * still runs (a rolling deploy) would break that server's prepared `select *` or `returning *`
 * ("cached plan must not change result type"); named columns are re-planned without a word.
 */
export const preparedOnce = sql`/* prepared */`;
