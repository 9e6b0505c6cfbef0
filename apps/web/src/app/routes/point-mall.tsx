import { lazy, Suspense } from 'react';
import { PageHeading } from '@/app/layout';
import { Loading } from '@/components/ui/page-blocks';
import { loadPointMallPage } from '@/features/points';

const PointMallPage = lazy(loadPointMallPage);

/** Points mall (issue 29): the page loads in its own chunk, with its texts. */
export function Component() {
  return (
    <>
      <PageHeading />
      <Suspense fallback={<Loading />}>
        <PointMallPage />
      </Suspense>
    </>
  );
}
