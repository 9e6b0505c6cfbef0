import { BrandMark } from '@/components/ui/brand-mark';
import { useMerchant } from '@/lib/site/use-status';

/** The brand line at the top of the account forms. */
export function AuthIntro({ text }: { text: string }) {
  const { name } = useMerchant();
  return (
    <div className="mb-5 flex items-center gap-3">
      <BrandMark className="size-10 shrink-0 rounded-xl" />
      <div className="min-w-0">
        <p className="truncate text-base font-bold">{name}</p>
        <p className="text-sm text-fg-muted">{text}</p>
      </div>
    </div>
  );
}
