import { Suspense, type ComponentType } from 'react';
import type { ModalComponentProps, ModalName } from './modal-types';
import { closeModal, useModalStack } from './modal-store';
import { MODAL_REGISTRY } from './registry';

/** The single place modals render; mounted once by the app provider, above the status gate. */
export function ModalHost() {
  const stack = useModalStack();
  return (
    <>
      {stack.map((entry) => {
        // The registry is keyed by the same name union, so the pairing is sound.
        const Component = MODAL_REGISTRY[entry.name] as ComponentType<ModalComponentProps<ModalName>>;
        return (
          <Suspense key={entry.id} fallback={null}>
            <Component options={entry.options} open={entry.open} onClose={() => closeModal(entry.id)} />
          </Suspense>
        );
      })}
    </>
  );
}
