import { useSearchParams } from 'react-router';
import { PageHeading } from '@/app/layout';
import { LotteryRoute } from '@/features/lottery';

/** /vnlottery (side menu; header hidden unless the flag shows it): the VN games, or one with ?gameCode=. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeading hidden={params.has('gameCode')} />
      <LotteryRoute vnOnly basePath="/vnlottery" />
    </>
  );
}
