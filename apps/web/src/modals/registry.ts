import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalComponentProps, ModalName } from './modal-types';

type Registry = { [N in ModalName]: LazyExoticComponent<ComponentType<ModalComponentProps<N>>> };
type ModalModule<N extends ModalName> = { default: ComponentType<ModalComponentProps<N>> };

const fromFeature = <N extends ModalName>(load: () => Promise<ModalModule<N>>) => lazy(load);

/*
 * Name → component. Lazy so no modal's code is in the first-load bundle. Feature modals are
 * reached through the feature's public index, whose loaders split each modal into its own chunk.
 */
export const MODAL_REGISTRY: Registry = {
  dialog: lazy(() => import('./dialog-modal')),
  language: lazy(() => import('./language-modal')),
  login: fromFeature<'login'>(async () => (await import('@/features/auth')).loadLoginModal()),
  registerSuccess: fromFeature<'registerSuccess'>(async () =>
    (await import('@/features/register')).loadRegisterSuccessModal(),
  ),
  forgotPassword: fromFeature<'forgotPassword'>(async () =>
    (await import('@/features/password')).loadForgotPasswordModal(),
  ),
  changePassword: fromFeature<'changePassword'>(async () =>
    (await import('@/features/password')).loadChangePasswordModal(),
  ),
  avatarPicker: fromFeature<'avatarPicker'>(async () => (await import('@/features/member')).loadAvatarPickerModal()),
  memberCentre: fromFeature<'memberCentre'>(async () =>
    (await import('@/features/member-centre')).loadMemberCentreModal(),
  ),
  gamePopup: fromFeature<'gamePopup'>(async () => (await import('@/features/games')).loadGamePopupModal()),
};
