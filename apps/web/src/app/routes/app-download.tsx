import { PageHeading } from '@/app/layout';

/** App download (/down and /download); the Android and iOS steps and QR codes arrive with the download issue. */
export function Component() {
  return <PageHeading />;
}
