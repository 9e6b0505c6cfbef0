import { useSearchParams } from 'react-router';
import { PageHeading } from '@/app/layout';
import { LotteryRoute } from '@/features/lottery';

/** /lottery (header only): the lobby of every lottery game, or one game with ?gameCode=. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeading hidden={params.has('gameCode')} />
      <LotteryRoute vnOnly={false} basePath="/lottery" />
    </>
  );
}
