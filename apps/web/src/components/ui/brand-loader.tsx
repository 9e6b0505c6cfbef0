import { staticShellShown } from '@/lib/static-shell';
import { BrandMark } from './brand-mark';

/**
 * Minimal branded loader for boot and lazy pages; the label is for screen readers only. At boot the
 * static shell of index.html is the loader: a full-screen one stays out of its way.
 */
export function BrandLoader({ label, fullScreen = true }: { label: string; fullScreen?: boolean }) {
  if (fullScreen && staticShellShown())
    return (
      <span role="status" className="sr-only">
        {label}
      </span>
    );
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        fullScreen ? 'grid min-h-dvh place-items-center bg-page bg-page-glow' : 'grid min-h-[40vh] place-items-center'
      }
    >
      <div className="flex flex-col items-center gap-4">
        <BrandMark className="size-14 animate-pulse-mark rounded-2xl" />
        <div className="h-1 w-28 overflow-hidden rounded-full bg-surface-3">
          <div className="h-full w-1/3 animate-progress rounded-full bg-gradient-gold" />
        </div>
        <span className="sr-only">{label}</span>
      </div>
    </div>
  );
}
