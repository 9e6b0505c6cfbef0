import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StatusGate } from '@/features/system';
import { createQueryClient } from '@/lib/query-client';
import { ModalHost } from '@/modals';
import { MODAL_REGISTRY } from './modals/modal-registry';

/**
 * Everything app-wide. The modal host sits beside the gate, not inside it, so the maintenance and
 * restriction views can still show dialogs (e.g. "popup blocked").
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <StatusGate>{children}</StatusGate>
      <ModalHost registry={MODAL_REGISTRY} />
    </QueryClientProvider>
  );
}
