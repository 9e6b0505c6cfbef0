import { lazy, Suspense } from 'react';
import { PageHeading } from '@/app/layout';
import { Spinner } from '@/components/ui/spinner';
import { loadContentPages } from '@/features/content';

const ProtocolPage = lazy(async () => ({ default: (await loadContentPages()).ProtocolPage }));

/** User agreement (/help): the protocol and terms pages of the help centre. */
export function Component() {
  return (
    <>
      <PageHeading />
      <div className="mx-auto w-full max-w-7xl px-5 pb-10 lg:px-8">
        <Suspense fallback={<Spinner />}>
          <ProtocolPage />
        </Suspense>
      </div>
    </>
  );
}
