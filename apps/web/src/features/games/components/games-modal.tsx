import { Modal, type ModalProps } from '@/modals/modal';
import { ResolvedGamesEnvProvider, type ResolvedEnv } from '../hooks/games-env';

/**
 * The frame of the games' own dialogs (the game popup, the room picker): the modal host renders
 * them outside the lobby tree, so the frame hands the lobby's resolved env on to their content.
 */
export function GamesModal({ env, children, ...modal }: ModalProps & { env: ResolvedEnv }) {
  return (
    <Modal {...modal}>
      <ResolvedGamesEnvProvider value={env}>{children}</ResolvedGamesEnvProvider>
    </Modal>
  );
}
