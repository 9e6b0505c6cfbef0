import { lazy, Suspense } from 'react';
import { PageHeading } from '@/app/layout';
import { Loading } from '@/components/ui/page-blocks';
import { loadPromotionsPage } from '@/features/promotions';

const PromotionsPage = lazy(loadPromotionsPage);

/** Promotions list (banner group promotion): running and coming activities by category. */
export function Component() {
  return (
    <>
      <PageHeading />
      <Suspense fallback={<Loading label="" />}>
        <PromotionsPage />
      </Suspense>
    </>
  );
}
