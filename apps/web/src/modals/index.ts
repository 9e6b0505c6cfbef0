/*
 * The eager surface of the modal system. The wrapper itself (`@/modals/modal`) is deliberately
 * not re-exported: only lazily loaded modal components need it.
 */
export { ModalHost } from './modal-host';
export { openModal, openModalWhenFree, closeModal, closeAllModals, useModalStack } from './modal-store';
export { showDialog, confirmDialog } from './show-dialog';
export type {
  DialogOptions,
  DialogResult,
  LanguageOptions,
  LoginModalOptions,
  ChangePasswordOptions,
  MemberCentreOptions,
  ModalComponentProps,
  ModalName,
  ModalOptionsMap,
  ModalRegistry,
} from './modal-types';
