import { lazy } from 'react';
import { loadLoginForm } from '@/features/auth';
import { loadAvatarPickerModal } from '@/features/member';
import { loadAgentCentreModal } from '@/features/agent';
import {
  loadAppDownloadModal,
  loadHelpDialogModal,
  loadNoticePopupModal,
  loadNoticesModal,
  loadSpeedTestModal,
} from '@/features/content';
import type { ModalRegistry } from '@/modals';

/*
 * Which modals exist: name → component. It names features, so it lives in app/; features open a
 * modal by name through the shared store and never import this file. Lazy, so no modal's code is
 * on the first load. The register and password indexes are not first-load code, so they are
 * imported only when their modal opens.
 */
export const MODAL_REGISTRY: ModalRegistry = {
  dialog: lazy(() => import('@/modals/dialog-modal')),
  language: lazy(() => import('@/modals/language-modal')),
  // The form chunk loads beside the modal's, not after it.
  login: lazy(async () => (await Promise.all([import('./login-modal'), loadLoginForm()]))[0]),
  registerSuccess: lazy(async () => (await import('@/features/register')).loadRegisterSuccessModal()),
  forgotPassword: lazy(async () => (await import('@/features/password')).loadForgotPasswordModal()),
  changePassword: lazy(async () => (await import('@/features/password')).loadChangePasswordModal()),
  avatarPicker: lazy(loadAvatarPickerModal),
  memberCentre: lazy(() => import('../member-centre/member-centre-modal')),
  agentCentre: lazy(loadAgentCentreModal),
  gamePopup: lazy(async () => (await import('@/features/games')).loadGamePopupModal()),
  gameRooms: lazy(async () => (await import('@/features/games')).loadGameRoomsModal()),
  launchTransfer: lazy(async () => (await import('@/features/games')).loadLaunchTransferModal()),
  notices: lazy(loadNoticesModal),
  noticePopup: lazy(loadNoticePopupModal),
  helpDialog: lazy(loadHelpDialogModal),
  appDownload: lazy(loadAppDownloadModal),
  speedTest: lazy(loadSpeedTestModal),
  smsCaptcha: lazy(() => import('@/components/verification/sms-captcha-modal')),
};
