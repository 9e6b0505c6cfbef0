import type { VipLevelView } from '@arcadia/contracts';
import { CrownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { readableBackground } from '@/lib/contrast';

/** A level's name in its own label colours (kept AA-readable), as the header shows the member's label. */
export function LevelBadge({ level, large = false }: { level: VipLevelView; large?: boolean }) {
  return (
    <span
      style={{ color: level.color, backgroundColor: readableBackground(level.color, level.color2) }}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg font-extrabold whitespace-nowrap',
        large ? 'px-3 py-1.5 text-lg shadow-sm' : 'px-2 py-0.5 text-xs',
      )}
    >
      <CrownIcon size={large ? 18 : 12} strokeWidth={2.4} />
      {level.name}
    </span>
  );
}
