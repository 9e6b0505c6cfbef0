import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/app/layout';
import { Spinner } from '@/components/ui/spinner';
import { loadContentPages } from '@/features/content';

const AppDownload = lazy(async () => ({ default: (await loadContentPages()).AppDownload }));

/** App download (/down and /download): Android and iOS tabs, four steps each, QR codes. */
export function Component() {
  const [params] = useSearchParams();
  const os = params.get('os');
  return (
    <>
      <PageHeading />
      <div className="mx-auto w-full max-w-7xl px-5 pb-10 lg:px-8">
        <section className="max-w-3xl rounded-2xl border border-line bg-surface p-6">
          <Suspense fallback={<Spinner />}>
            <AppDownload {...(os === 'ios' || os === 'android' ? { initial: os } : {})} />
          </Suspense>
        </section>
      </div>
    </>
  );
}
