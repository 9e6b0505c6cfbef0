import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRIAL_AGENT_TYPE, type GameCategory } from '@arcadia/contracts';
import { errorMessageKey } from '@/i18n';
import { useSessionValue } from '@/lib/session-store';
import { showDialog } from '@/modals';
import { favIdsQuery, setFavouriteRequest } from '../api/games-api';
import { gamesKeys } from '../api/keys';
import type { GameTile } from '../api/types';
import { useGamesEnv } from './games-env';

type FavIds = { favIds: number[] };

/**
 * The heart on every card (spec section 4): add if not a favourite, remove if it is. Visitors get
 * the login popup, trial accounts 'Please Register An Account First'. The heart flips at once and
 * flips back if the server refuses.
 */
export function useFavourites() {
  const { t } = useTranslation();
  const env = useGamesEnv();
  const queryClient = useQueryClient();
  const token = useSessionValue('token') ?? '';
  const trial = useSessionValue('isAgent') === TRIAL_AGENT_TYPE;
  const ids = useQuery({ ...favIdsQuery(token), enabled: Boolean(token) && !trial });
  const set = useMemo(() => new Set(ids.data?.favIds ?? []), [ids.data]);

  const isFavourite = useCallback((game: GameTile) => set.has(game.nodeId), [set]);

  const toggle = useCallback(
    async (game: GameTile) => {
      if (!token) return env.openLogin();
      if (trial) return env.warnTrial();
      const key = gamesKeys.favIds(token);
      const on = !set.has(game.nodeId);
      const flip = (list: number[]) => (on ? [...list, game.nodeId] : list.filter((id) => id !== game.nodeId));
      queryClient.setQueryData<FavIds>(key, (old) => ({ favIds: flip(old?.favIds ?? []) }));
      try {
        await setFavouriteRequest(
          { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType as GameCategory },
          on,
        );
        void queryClient.invalidateQueries({ queryKey: gamesKeys.favourites(token) });
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: key });
        void showDialog({ tone: 'danger', message: t(errorMessageKey(error)) });
      }
    },
    [env, queryClient, set, t, token, trial],
  );

  /** For entries that need a real member (the favourites tab): the login popup or the trial warning. */
  const gate = useCallback(() => (token ? env.warnTrial() : env.openLogin()), [env, token]);

  return { isFavourite, toggle, gate, enabled: Boolean(token) && !trial };
}
