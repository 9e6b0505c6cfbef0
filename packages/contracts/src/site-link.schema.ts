import { isSiteLink } from './site-link.ts';
import { text } from './text.ts';

/* Kept apart from the link rule so code that only checks links (the player site's home) does not load zod. */

/** The contract field of a stored link (resources, support positions): refused as `validation.invalid`. */
export const siteLink = () => text().trim().max(500).refine(isSiteLink, 'validation.invalid');
