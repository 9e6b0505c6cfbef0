import { useSearchParams } from 'react-router';
import { useLotteryTexts } from '@/i18n/lottery-texts';
import { useMoneyTexts } from '@/i18n/money-texts';
import { LotteryGamePage } from './lottery-game-page';
import { LotteryLobby } from './lottery-lobby';

/** A lottery page: the lobby, or one game with ?gameCode=. The page heading is the route's to draw. */
export function LotteryRoute({ vnOnly, basePath }: { vnOnly: boolean; basePath: string }) {
  // A stake can be refused by the member's responsible-gaming limits, whose texts come with the money areas'.
  const ownTexts = useLotteryTexts();
  const moneyTexts = useMoneyTexts();
  const ready = ownTexts && moneyTexts;
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  if (!ready) return null;
  return gameCode ? (
    <LotteryGamePage gameCode={gameCode} vnOnly={vnOnly} basePath={basePath} />
  ) : (
    <LotteryLobby vnOnly={vnOnly} basePath={basePath} />
  );
}
