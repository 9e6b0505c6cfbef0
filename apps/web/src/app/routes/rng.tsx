import { PageHeading } from '@/components/layout';

/** Slots; the query parameter `page` selects the vendor tab once vendors exist (games issue). */
export function Component() {
  return <PageHeading />;
}
