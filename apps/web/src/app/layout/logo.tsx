import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { useMerchant } from '@/lib/site/use-status';
import { cn } from '@/lib/cn';

/** Merchant logo text beside the generated mark; always leads home. */
export function Logo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const merchant = useMerchant();
  const text = merchant.logoText || merchant.name;
  return (
    <Link
      to="/"
      aria-label={merchant.name}
      className={cn(
        'flex min-w-0 items-center gap-2.5 rounded-xl focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <BrandMark />
      {compact ? null : <span className="truncate text-lg font-extrabold tracking-tight">{text}</span>}
    </Link>
  );
}
