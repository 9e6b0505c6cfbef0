import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalComponentProps, ModalName } from './modal-types';

type Registry = { [N in ModalName]: LazyExoticComponent<ComponentType<ModalComponentProps<N>>> };

/** Name → component. Lazy so no modal's code is in the first-load bundle. */
export const MODAL_REGISTRY: Registry = {
  dialog: lazy(() => import('./dialog-modal')),
  language: lazy(() => import('./language-modal')),
};
