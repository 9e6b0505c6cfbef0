import { Suspense, type ComponentType } from 'react';
import type { ModalComponentProps, ModalName, ModalRegistry } from './modal-types';
import { closeModal, useModalStack } from './modal-store';

/**
 * The single place modals render; mounted once by the app provider, above the status gate. The
 * registry comes from app/ (it names features), so this shared host imports no feature.
 */
export function ModalHost({ registry }: { registry: Partial<ModalRegistry> }) {
  const stack = useModalStack();
  return (
    <>
      {stack.map((entry) => {
        // The registry is keyed by the same name union, so the pairing is sound.
        const Component = registry[entry.name] as ComponentType<ModalComponentProps<ModalName>> | undefined;
        if (!Component) return null;
        return (
          <Suspense key={entry.id} fallback={null}>
            <Component options={entry.options} open={entry.open} onClose={() => closeModal(entry.id)} />
          </Suspense>
        );
      })}
    </>
  );
}
