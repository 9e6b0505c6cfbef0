import type { Language } from '@arcadia/contracts';
import { en, type Messages } from './en';
import { id } from './id';
import { pt } from './pt';
import { th } from './th';
import { vi } from './vi';
import { zh } from './zh';

/** Every console language's texts, typed against the English shape (a missing key fails the type-check). */
export const TRANSLATIONS: Record<Language, Messages> = { pt, en, zh, id, th, vi };
