import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The icon square of a card the member picks (a deposit channel, a payout account): filled once picked. */
function ChoiceIcon({ active, size, children }: { active: boolean; size: 'size-9' | 'size-10'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'grid shrink-0 place-items-center rounded-lg',
        size,
        active ? 'bg-brand text-on-brand' : 'bg-surface-2 text-fg-muted',
      )}
    >
      {children}
    </span>
  );
}

/** What a card the member picks shows beside its radio: the icon square, then its lines of text. */
export function ChoiceBody({
  active,
  size,
  icon,
  children,
}: {
  active: boolean;
  size: 'size-9' | 'size-10';
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <ChoiceIcon active={active} size={size}>
        {icon}
      </ChoiceIcon>
      <span className="min-w-0 flex-1">{children}</span>
    </>
  );
}
