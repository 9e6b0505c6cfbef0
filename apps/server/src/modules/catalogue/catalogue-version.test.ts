import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTrx } from '../../db/schema.ts';
import { CatalogueVersionReader } from './catalogue-version.ts';
import { catalogueRepository } from './catalogue.repository.ts';

/** A database whose version reads the test answers by hand, in the order they were sent. */
function fakeReads() {
  const sent: { resolve: (v: bigint) => void }[] = [];
  vi.spyOn(catalogueRepository, 'version').mockImplementation(
    () => new Promise<bigint>((resolve) => sent.push({ resolve })),
  );
  return sent;
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.restoreAllMocks());

describe('catalogue version reads shared between concurrent requests', () => {
  it('serves every request that arrives during a read with one next read, sent after they arrived', async () => {
    const sent = fakeReads();
    const reader = new CatalogueVersionReader({} as DbOrTrx);
    const first = reader.read();
    // A write commits here: the read under way may have been answered before it.
    const later = [reader.read(), reader.read(), reader.read()];
    expect(sent).toHaveLength(1);
    sent[0]!.resolve(1n);
    expect(await first).toBe(1n);
    await flush();
    expect(sent).toHaveLength(2); // one read for the three that queued, sent only now
    sent[1]!.resolve(2n);
    expect(await Promise.all(later)).toEqual([2n, 2n, 2n]);
  });

  it('sends a read at once when none is under way, and tries again after a failed one', async () => {
    const sent = fakeReads();
    const reader = new CatalogueVersionReader({} as DbOrTrx);
    const failing = reader.read();
    const queued = reader.read();
    (sent[0] as unknown as { resolve: (v: unknown) => void }).resolve(Promise.reject(new Error('connection lost')));
    await expect(failing).rejects.toThrow('connection lost');
    await flush();
    sent[1]!.resolve(5n);
    expect(await queued).toBe(5n);
    await flush();
    const fresh = reader.read();
    expect(sent).toHaveLength(3);
    sent[2]!.resolve(6n);
    expect(await fresh).toBe(6n);
  });
});
