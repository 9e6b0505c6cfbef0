import { isSitePath, isWebAddress } from '../site-link.ts';

/*
 * Banner linkage: what a banner click may open. Apart from the content schemas so the player
 * site's home (which re-checks a banner's target before following it) does not load zod with it.
 */
export const LINKAGE_TYPES = ['none', 'url', 'route', 'game', 'promotion'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

const LINKAGE_RULES: Record<LinkageType, (value: string) => boolean> = {
  none: (value) => value === '',
  url: isWebAddress,
  route: isSitePath,
  game: (value) => /^[A-Za-z0-9_]{1,30}:[A-Za-z0-9_.-]{1,80}$/.test(value),
  promotion: (value) => /^[A-Za-z0-9_-]{1,60}$/.test(value),
};

/**
 * Whether a banner's target fits its kind, by the site's one link rule for `url` and `route`:
 * the server checks it before storing, the page again before following.
 */
export const linkageFits = (type: LinkageType, value: string): boolean => LINKAGE_RULES[type](value);
