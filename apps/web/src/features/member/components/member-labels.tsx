import type { MemberInfo } from '@arcadia/contracts';
import { CrownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { readableBackground } from '@/lib/contrast';
import { useSessionValue } from '@/lib/session-store';

type Label = { labelName: string; color: string; color2: string };

/** A member label in the operator's own colours (color = text, color2 = background), kept AA-readable. */
export function LabelBadge({ label, icon, className }: { label: Label; icon?: boolean; className?: string }) {
  return (
    <span
      style={{ color: label.color, backgroundColor: readableBackground(label.color, label.color2) }}
      className={cn(
        'inline-flex max-w-28 items-center gap-1 truncate rounded-md px-1.5 py-0.5 text-[11px] leading-4 font-bold',
        className,
      )}
    >
      {icon ? <CrownIcon size={11} strokeWidth={2.4} /> : null}
      {label.labelName}
    </span>
  );
}

/** The member label the login kept in the session: what MemberLabels shows until the member info arrives. */
export function useSessionLabel(): Label | null {
  const labelName = useSessionValue('memberLabel');
  const labelText = useSessionValue('memberLabelTextColor');
  const labelBg = useSessionValue('memberLabelBgColor');
  return labelName ? { labelName, color: labelText ?? 'inherit', color2: labelBg ?? 'transparent' } : null;
}

/** The club (VIP) label first, then the member labels. */
export function MemberLabels({
  info,
  fallback,
  className,
}: {
  info: MemberInfo | null | undefined;
  fallback: Label | null;
  className?: string;
}) {
  const labels = info ? info.memberLabel : fallback ? [fallback] : [];
  const club = info?.clubLabel ?? null;
  if (!club && labels.length === 0) return null;
  return (
    <span className={cn('flex flex-wrap items-center gap-1', className)}>
      {club ? <LabelBadge label={club} icon /> : null}
      {labels.map((label) => (
        <LabelBadge key={label.labelName} label={label} />
      ))}
    </span>
  );
}
