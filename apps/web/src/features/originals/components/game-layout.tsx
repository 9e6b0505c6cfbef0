import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AutoBet } from './auto-bet';

/** Controls on the left (below on phones), the board on the right. */
export function GameLayout({ controls, board }: { controls: ReactNode; board: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <div className="order-2 space-y-4 rounded-2xl bg-surface p-4 shadow-card md:order-1">{controls}</div>
      {/* One column no wider than the board: a wide child (Crash's history strip) scrolls inside it
          instead of widening the page. */}
      <div className="order-1 grid min-h-72 min-w-0 grid-cols-1 place-items-center rounded-2xl bg-surface p-4 shadow-card md:order-2">
        {board}
      </div>
    </div>
  );
}

export function ErrorLine({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-sm font-medium text-danger" data-testid="bet-error">
      {text}
    </p>
  ) : null;
}

/** The bet button, the refusal under it and auto-bet: the same in every one-shot game. */
export function PlayControls({
  play,
  busy,
  ready = true,
  error,
  label,
}: {
  play: () => Promise<{ amount: string; payout: string } | null>;
  busy: boolean;
  ready?: boolean;
  error: string | null;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        className="w-full"
        size="lg"
        disabled={busy || !ready}
        onClick={() => void play()}
        data-testid="bet-button"
      >
        {label ?? t('originals.bet')}
      </Button>
      <ErrorLine text={error} />
      <AutoBet play={play} disabled={busy || !ready} />
    </>
  );
}
