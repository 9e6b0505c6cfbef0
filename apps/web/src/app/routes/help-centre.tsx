import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { loadContentPages } from '@/features/content';

const HelpCentrePage = lazy(async () => ({ default: (await loadContentPages()).HelpCentrePage }));

/** Help centre (/helpmc): no header; the page has its own heading and way back. */
export function Component() {
  return (
    <Suspense fallback={<Spinner />}>
      <HelpCentrePage />
    </Suspense>
  );
}
