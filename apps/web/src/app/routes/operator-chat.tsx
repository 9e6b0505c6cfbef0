import { lazy, Suspense } from 'react';
import { loadOperatorDesk } from '@/features/chat';

const OperatorDesk = lazy(loadOperatorDesk);

/** /admin/chat: the operators' chat desk (own chunk; never part of the player's first load). */
export function Component() {
  return (
    <Suspense fallback={<div className="h-dvh bg-page" aria-busy="true" />}>
      <OperatorDesk />
    </Suspense>
  );
}
