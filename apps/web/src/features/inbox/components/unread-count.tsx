import { useQuery } from '@tanstack/react-query';
import { cn } from '@/lib/cn';
import { useSessionValue } from '@/lib/session-store';
import { unreadCountQuery } from '../api/inbox-api';

/**
 * The unread-message count as a red badge (nothing when 0): on the avatar (`dot`, small, with a
 * ring) or in a menu row. `label` is read by screen readers before the number.
 */
export function UnreadCount({ variant, label }: { variant: 'avatar' | 'menu'; label: (count: number) => string }) {
  const token = useSessionValue('token') ?? '';
  const { data: count = 0 } = useQuery({ ...unreadCountQuery(token), enabled: Boolean(token) });
  if (count <= 0) return null;
  return (
    <span
      data-testid={variant === 'avatar' ? 'unread-badge' : undefined}
      className={cn(
        'rounded-full bg-danger text-center font-bold text-on-brand',
        variant === 'avatar' ? 'min-w-5 px-1.5 text-[11px] leading-5' : 'min-w-5 px-1.5 text-[11px] leading-5',
      )}
    >
      <span className="sr-only">{label(count)}: </span>
      {count > 99 ? '99+' : count}
    </span>
  );
}
