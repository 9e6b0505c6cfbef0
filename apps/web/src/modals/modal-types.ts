import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { Language } from '@arcadia/contracts';
import type { MemberCentrePage } from './member-centre-pages';

/*
 * Every modal the host can open, by name, with the options it takes. Add an entry here and a
 * component in registry.ts; openModal is then type-checked against it. Only modals with real
 * content belong here.
 */
export type DialogResult = 'confirm' | 'cancel' | 'dismiss' | 'timeout';

export type DialogOptions = {
  title?: ReactNode;
  message: ReactNode;
  confirmText?: ReactNode;
  /** Shows a cancel button when set (a confirm dialog); without it the dialog is an alert. */
  cancelText?: ReactNode;
  /** Cover (outside) click closes the dialog unless turned off. */
  closeOnCover?: boolean;
  /** Closes by itself after this many milliseconds. */
  timeoutMs?: number;
  tone?: 'info' | 'warning' | 'danger';
  onResult?: (result: DialogResult) => void;
};

export type LanguageOptions = {
  /** The merchant's languages, in its order. */
  languages: readonly Language[];
};

/** The login popup; it switches between logging in and registering (spec accounts.md section 2). */
export type LoginModalOptions = {
  view?: 'login' | 'register';
  registerType?: 'register' | 'registerMobile';
};

export type ChangePasswordOptions = {
  /**
   * Forced change after a login with the weak default or an expired password: the session token
   * from that login and the password just typed, both held in memory only.
   */
  forced?: { token: string; typedPassword: string };
};

export type EmptyOptions = Record<string, never>;

/** The member centre, opened on one of its pages (spec portal.md section 2: page keys). */
export type MemberCentreOptions = { page?: MemberCentrePage };

/** What the game popup and the room picker need from the portal (the games feature's resolved env, by shape: shared code names no feature). */
export type GamePopupEnv = {
  imageCdn: string | null;
  launchCdn: string | null;
  openLogin: () => void;
  warnTrial: () => void;
};
/** The game popup of a vendor-lobby entry (isGame VASSALAGE): that vendor's games. */
export type GamePopupOptions = { vassalage: string; title: string; env: GamePopupEnv };
/** The room picker of a PVP game (GLS2_roomList): the game it launches, by shape. */
export type GameRoomsOptions = {
  game: { nodeId: number; gameCode: string; vassalage: string; isGame: string; gameName: string; gameType: string };
  env: GamePopupEnv;
};

/** The launch dialog's transfer offer (the games feature's launch-transfer-offer, by shape). */
export type LaunchTransferOptions = {
  game: GameRoomsOptions['game'];
  roomId?: string | undefined;
  offer: { vendor: string; vendorName: string; sub: string; main: string; symbol: string };
  env: GamePopupEnv;
};

export type NoticesOptions = { noticeId?: number };
/** The popup announcement that comes up by itself on home (the content feature's notice, by shape). */
export type NoticePopupOptions = { notice: { id: number; title: string; content: string; timestamp: string } };

/** The captcha asked before a registration code is texted: the typed answer, or null when closed. */
export type SmsCaptchaOptions = { onResult: (answer: string | null) => void };

export type ModalOptionsMap = {
  dialog: DialogOptions;
  language: LanguageOptions;
  login: LoginModalOptions;
  registerSuccess: EmptyOptions;
  forgotPassword: EmptyOptions;
  changePassword: ChangePasswordOptions;
  avatarPicker: EmptyOptions;
  memberCentre: MemberCentreOptions;
  agentCentre: EmptyOptions;
  gamePopup: GamePopupOptions;
  gameRooms: GameRoomsOptions;
  launchTransfer: LaunchTransferOptions;
  notices: NoticesOptions;
  noticePopup: NoticePopupOptions;
  helpDialog: EmptyOptions;
  appDownload: EmptyOptions;
  speedTest: EmptyOptions;
  smsCaptcha: SmsCaptchaOptions;
};

export type ModalName = keyof ModalOptionsMap;

export type ModalEntry = {
  [N in ModalName]: { id: string; name: N; options: ModalOptionsMap[N]; open: boolean };
}[ModalName];

export type ModalComponentProps<N extends ModalName> = {
  options: ModalOptionsMap[N];
  open: boolean;
  /** Closes this modal (the host removes it after its fade-out). */
  onClose: () => void;
};

/** Name → lazy component; app/ owns the one instance and hands it to the host. */
export type ModalRegistry = { [N in ModalName]: LazyExoticComponent<ComponentType<ModalComponentProps<N>>> };
