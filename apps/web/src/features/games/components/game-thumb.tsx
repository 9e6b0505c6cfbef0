import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useGamesEnv } from '../hooks/games-env';
import { withCdn } from '../utils/cdn';

/** The art's box is fixed before the image arrives (square, sized by its parent), so nothing shifts. */
const THUMB_SIZE = 240;

/**
 * A game's art, loaded lazily; a failed load is retried once (a fresh request), then the default
 * game icon is drawn in place (spec: one retry, then the default icon).
 */
export function GameThumb({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const { imageCdn } = useGamesEnv();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const url = withCdn(src, imageCdn);
  const failed = !src || attempt > 1;

  return (
    <div className={cn('relative aspect-square overflow-hidden bg-surface-2', className)}>
      {failed ? (
        <DefaultGameIcon label={alt} />
      ) : (
        <img
          key={attempt}
          src={attempt === 1 ? `${url}${url.includes('?') ? '&' : '?'}retry=1` : url}
          alt={alt}
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading="lazy"
          decoding="async"
          draggable={false}
          onLoad={() => setLoaded(true)}
          onError={() => setAttempt((n) => n + 1)}
          className={cn('size-full object-cover transition-opacity duration-300', loaded ? 'opacity-100' : 'opacity-0')}
        />
      )}
    </div>
  );
}

/** Drawn, not fetched: it must show even when the image host is down. */
export function DefaultGameIcon({ label }: { label: string }) {
  return (
    <div role="img" aria-label={label} className="grid size-full place-items-center bg-gradient-brand text-on-brand">
      <svg viewBox="0 0 24 24" width="40%" height="40%" fill="none" stroke="currentColor" strokeWidth="1.6">
        <rect x="3" y="3" width="18" height="18" rx="4" />
        <circle cx="8.5" cy="8.5" r="1.4" fill="currentColor" />
        <circle cx="15.5" cy="15.5" r="1.4" fill="currentColor" />
        <circle cx="15.5" cy="8.5" r="1.4" fill="currentColor" />
        <circle cx="8.5" cy="15.5" r="1.4" fill="currentColor" />
      </svg>
    </div>
  );
}

/** A vendor's logo from the image CDN: decorative (the vendor's name stands beside it), in a box of the given size. */
export function VendorLogo({
  src,
  size,
  height = size,
  lazy,
  className,
}: {
  src: string;
  size: number;
  height?: number;
  lazy?: boolean;
  className: string;
}) {
  const { imageCdn } = useGamesEnv();
  return (
    <img
      src={withCdn(src, imageCdn)}
      alt=""
      width={size}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      className={className}
    />
  );
}
