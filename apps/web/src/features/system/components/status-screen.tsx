import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import { useStaticShellGone } from '@/lib/static-shell';

/** Full-page frame shared by the maintenance, restriction and network-error views. */
export function StatusScreen({
  brand,
  icon,
  title,
  subtitle,
  children,
}: {
  brand?: string;
  icon: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  useStaticShellGone();
  return (
    <main className="grid min-h-dvh place-items-center bg-page bg-page-glow px-5 py-10">
      <section className="w-full max-w-md rounded-3xl border border-line bg-surface p-8 text-center shadow-pop sm:p-10">
        <div className="mb-8 flex items-center justify-center gap-2.5">
          <BrandMark />
          {brand ? <span className="text-lg font-bold tracking-tight">{brand}</span> : null}
        </div>
        <div className="mx-auto mb-5 grid size-16 place-items-center rounded-2xl bg-brand-soft text-brand-fg">
          {icon}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
        {subtitle ? (
          <p className="mt-2 text-xs font-semibold tracking-[0.2em] text-gold-fg uppercase">{subtitle}</p>
        ) : null}
        <div className="mt-5 space-y-5 text-sm leading-relaxed text-fg-muted">{children}</div>
      </section>
    </main>
  );
}
