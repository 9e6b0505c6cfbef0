import { PageHeading } from '@/app/layout';

/** Seamless game host; arrives with the games issue. */
export function Component() {
  return <PageHeading />;
}
