import { lazy, Suspense } from 'react';
import { PageHeading } from '@/app/layout';
import { Loading } from '@/components/ui/page-blocks';
import { loadPromoDetailPage } from '@/features/promotions';

const PromoDetailPage = lazy(loadPromoDetailPage);

/** Promotion detail (?id=): rules, the member's state and action, the bonus's wagering progress. */
export function Component() {
  return (
    <>
      <PageHeading />
      <Suspense fallback={<Loading label="" />}>
        <PromoDetailPage />
      </Suspense>
    </>
  );
}
