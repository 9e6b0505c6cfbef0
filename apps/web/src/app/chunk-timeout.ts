/** Spec accounts.md section 9: a page chunk that has not loaded after 120 s is a ChunkLoadError. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('Page chunk load timed out')), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error instanceof Error ? error.message : 'Page chunk failed to load'));
        },
      );
    });
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
