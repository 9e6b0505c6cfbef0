import { useState } from 'react';
import { cn } from '@/lib/cn';
import { DEFAULT_AVATAR } from '../api/member-api';

/** The avatar image; a missing or broken one falls back to the default avatar. */
export function MemberAvatar({
  src,
  className,
  alt = '',
}: {
  src: string | null | undefined;
  className?: string;
  alt?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = !src || failed === src ? DEFAULT_AVATAR : src;
  return (
    <img
      src={url}
      alt={alt}
      draggable={false}
      onError={() => setFailed(src ?? null)}
      className={cn('shrink-0 rounded-full bg-surface-3 object-cover ring-2 ring-surface', className)}
    />
  );
}
