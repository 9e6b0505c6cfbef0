import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form';
import { errorMessageKey } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import type { ModalComponentProps } from '@/modals';
import { roomsQuery } from '../api/games-api';
import { useLaunchGame, type LaunchTarget } from '../hooks/use-launch-game';
import { GamesModal } from './games-modal';

const LEVELS = ['novice', 'regular', 'high', 'vip'] as const;
type Level = (typeof LEVELS)[number];
const levelOf = (roomId: string): Level | null => {
  const level = roomId.slice(roomId.lastIndexOf(':') + 1);
  return (LEVELS as readonly string[]).includes(level) ? (level as Level) : null;
};

/**
 * The room picker of a PVP game (GLS2_roomList, spec portal.md section 7): the rooms by stake
 * level with their minimum bet, the balance needed to sit down and who is playing; choosing one
 * launches the game in that room (launchGame with its roomId) and closes the picker.
 */
export default function GameRoomsModal({ options, open, onClose }: ModalComponentProps<'gameRooms'>) {
  const { t } = useTranslation();
  return (
    <GamesModal
      name="gameRooms"
      open={open}
      onClose={onClose}
      title={t('games.rooms.title', { name: options.game.gameName })}
      env={options.env}
    >
      <RoomList game={options.game} onChosen={onClose} />
    </GamesModal>
  );
}

function RoomList({ game, onChosen }: { game: LaunchTarget; onChosen: () => void }) {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const rooms = useQuery(roomsQuery(token, game.nodeId));
  const launch = useLaunchGame();
  const money = (amount: string) => formatMoney(amount, i18n.language);

  if (rooms.isPending)
    return (
      <ul aria-hidden="true" className="grid gap-2 p-4 sm:grid-cols-2 sm:p-5">
        {LEVELS.map((level) => (
          <li key={level} className="h-[76px] animate-pulse rounded-2xl bg-surface-2" />
        ))}
      </ul>
    );
  if (rooms.isError)
    return (
      <div className="p-4 sm:p-5">
        <FormAlert>{t(errorMessageKey(rooms.error))}</FormAlert>
      </div>
    );
  return (
    <ul aria-label={t('games.rooms.list')} className="grid gap-2 p-4 sm:grid-cols-2 sm:p-5">
      {rooms.data.list.map((room) => {
        const level = levelOf(room.roomId);
        const name = level ? t(`games.rooms.levels.${level}`) : room.name;
        return (
          <li key={room.roomId}>
            <button
              type="button"
              aria-label={t('games.rooms.enter', { name })}
              onClick={() => {
                onChosen();
                void launch(game, room.roomId);
              }}
              className="flex w-full flex-col gap-1 rounded-2xl border border-line bg-surface p-3.5 text-left shadow-card transition hover:-translate-y-0.5 hover:border-gold hover:shadow-pop focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{name}</span>
                <span className="flex items-center gap-1.5 text-xs text-fg-muted">
                  <span aria-hidden="true" className="size-2 rounded-full bg-success" />
                  {t('games.rooms.online', { count: room.online })}
                </span>
              </span>
              <span className="text-sm text-fg-muted">
                {t('games.rooms.minBet', { amount: money(room.minBet) })} ·{' '}
                {t('games.rooms.minBalance', { amount: money(room.minBalance) })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
