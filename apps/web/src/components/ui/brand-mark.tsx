import { cn } from '@/lib/cn';

/** The generated brand mark (a stylised A on the gold gradient); no merchant artwork exists yet. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-xl bg-gradient-mark text-on-gold shadow-card',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-[58%]" fill="currentColor">
        <path d="M12 3.5 20.5 20h-4.2L12 11.2 7.7 20H3.5Z" />
        <path d="M9.2 16.6h5.6l-1 -2h-3.6Z" opacity=".55" />
      </svg>
    </span>
  );
}
