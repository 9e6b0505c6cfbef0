import { PageHeading } from '@/components/layout';

/** Home (/, /index, /index.html, /home). Banner slider and game sections arrive with the content and games issues. */
export function Component() {
  return <PageHeading hidden />;
}
