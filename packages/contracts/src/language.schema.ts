import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/** Kept apart from the language list so code that only needs the list does not load zod. */
export const languageSchema = z.enum(LANGUAGES);
