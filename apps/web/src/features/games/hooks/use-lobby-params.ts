import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { GAME_CLASSIFY, type GameClassify } from '@arcadia/contracts';

export type LobbyParams = {
  /** The vendor tab (spec: /rng keeps it in `page`). */
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName: string;
  favourites: boolean;
};

const VENDOR_CODE = /^[A-Z0-9_]{1,24}$/;

/** The lobby's filters live in the address, so a link (a side-menu vendor entry) opens them. */
export function useLobbyParams() {
  const [search, setSearch] = useSearchParams();
  const page = search.get('page') ?? '';
  const classify = search.get('classify') ?? '';
  const params: LobbyParams = {
    vassalage: VENDOR_CODE.test(page) ? page : undefined,
    gameClassify: (GAME_CLASSIFY as readonly string[]).includes(classify) ? (classify as GameClassify) : undefined,
    gameName: (search.get('q') ?? '').slice(0, 64),
    favourites: search.get('fav') === '1',
  };

  const update = useCallback(
    (patch: Partial<LobbyParams>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
          if ('vassalage' in patch) {
            put('page', patch.vassalage);
            // Another vendor has other tags: its filter starts clean.
            next.delete('classify');
          }
          if ('gameClassify' in patch) put('classify', patch.gameClassify);
          if ('gameName' in patch) put('q', patch.gameName);
          if ('favourites' in patch) put('fav', patch.favourites ? '1' : undefined);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );

  return [params, update] as const;
}
