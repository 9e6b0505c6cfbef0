import type { DbOrTrx } from '../../db/schema.ts';
import { catalogueRepository } from './catalogue.repository.ts';

/**
 * Reads the catalogue version for every catalogue request, sharing reads the way group commit
 * shares a commit. A request may only use a read sent after it arrived (else it could miss a change
 * committed just before it), so a request that finds a read under way waits for the next one, which
 * leaves as soon as that read is back and serves everyone who queued meanwhile: at most two reads in
 * flight however many requests arrive, and still no staleness window. On PostgreSQL each read is a
 * round trip whose socket write was a tenth of a list request's CPU, with a backend beside it.
 * A transaction reads on its own connection (it may see its own uncommitted writes).
 */
export class CatalogueVersionReader {
  #underWay: Promise<bigint> | null = null;
  #next: Promise<bigint> | null = null;

  constructor(private readonly db: DbOrTrx) {}

  read(): Promise<bigint> {
    if (!this.#underWay) return this.#send();
    this.#next ??= this.#underWay.then(
      () => this.#send(),
      () => this.#send(),
    );
    return this.#next;
  }

  #send(): Promise<bigint> {
    this.#next = null;
    const read = catalogueRepository.version(this.db);
    this.#underWay = read;
    const done = () => {
      if (this.#underWay === read) this.#underWay = null;
    };
    read.then(done, done);
    return read;
  }
}

const readers = new WeakMap<DbOrTrx, CatalogueVersionReader>();

/** The version as of a moment after this call: shared with concurrent callers on the same database. */
export function catalogueVersion(db: DbOrTrx): Promise<bigint> {
  if (db.isTransaction) return catalogueRepository.version(db);
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new CatalogueVersionReader(db)));
  return reader.read();
}
