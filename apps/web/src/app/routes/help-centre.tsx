import { PageHeading } from '@/app/layout';

/** Help centre (/helpmc), no frame; content arrives with the help issue. */
export function Component() {
  return <PageHeading />;
}
