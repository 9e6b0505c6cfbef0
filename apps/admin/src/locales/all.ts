import type { Language } from '@arcadia/contracts';
import { en, type Messages } from './en';
import { FRAMES } from './frame';
import { pt } from './pt';
import { zh } from './zh';
import { id } from './id';
import { th } from './th';

/** Every console language's texts, typed against the English shape (a missing key fails the type-check). */
export const TRANSLATIONS: Record<Language, Messages> = {
  pt,
  en,
  zh,
  id,
  th,
  ...({ vi: FRAMES.vi } as unknown as Record<'vi', Messages>),
};
