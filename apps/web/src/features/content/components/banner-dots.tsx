import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Clickable pagination over the bottom of the slider. */
export function BannerDots({
  count,
  selected,
  onSelect,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5"
      role="group"
      aria-label={t('banner.pagination')}
    >
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={t('banner.goTo', { n: index + 1 })}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="grid h-6 min-w-6 place-items-center focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span
            className={cn(
              'block h-1.5 rounded-full bg-white/60 shadow transition-all',
              index === selected ? 'w-5 bg-white' : 'w-1.5',
            )}
          />
        </button>
      ))}
    </div>
  );
}
