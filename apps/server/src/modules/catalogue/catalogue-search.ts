/** Between two games' texts: no search text or typed term holds it, so no match spans two games. */
const SEPARATOR = '\u0000';

/**
 * The search texts of a list of games joined into one string, so a substring search is a few
 * native indexOf calls over it rather than one includes() per game (five times cheaper over the
 * 5,000 multilingual texts of the bench catalogue, and a miss costs one pass).
 */
export class Haystack {
  readonly #text: string;
  /** Where each game's text starts in #text, ascending. */
  readonly #starts: Int32Array;

  constructor(texts: readonly string[]) {
    this.#starts = new Int32Array(texts.length);
    let at = 0;
    texts.forEach((text, i) => {
      this.#starts[i] = at;
      at += text.length + SEPARATOR.length;
    });
    this.#text = texts.join(SEPARATOR);
  }

  /** Whether this haystack can answer `term` (a term holding the separator is tested game by game). */
  static accepts(term: string): boolean {
    return !term.includes(SEPARATOR);
  }

  /** The index of every game whose text contains `term`, ascending, each once. */
  matches(term: string): number[] {
    const starts = this.#starts;
    const found: number[] = [];
    let from = 0;
    for (;;) {
      const at = this.#text.indexOf(term, from);
      if (at < 0) return found;
      const index = this.#gameAt(at);
      found.push(index);
      // On to the next game's text: this one is counted once however often it matches.
      if (index + 1 >= starts.length) return found;
      from = starts[index + 1]!;
    }
  }

  /** The game whose text holds position `at`: the last start at or before it. */
  #gameAt(at: number): number {
    const starts = this.#starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}
