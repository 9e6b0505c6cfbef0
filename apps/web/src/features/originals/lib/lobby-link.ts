import { isSitePath } from '@arcadia/contracts';

/**
 * Where the game's lobby button goes: the `lobby` parameter when it is a path on this site (the
 * contracts' one link rule; the launch call checked it already), else the in-house lobby.
 */
export const safeLobby = (value: string | null): string => (value && isSitePath(value) ? value : '/inhouse');
