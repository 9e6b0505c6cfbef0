import type { ReactNode } from 'react';

const TITLE = {
  sm: 'text-sm font-bold tracking-wide',
  base: 'text-base font-bold',
  lg: 'text-lg font-bold tracking-tight',
} as const;

/** A section named by its heading (aria-labelledby), so assistive tech lists it by that title. */
export function TitledSection({
  id,
  title,
  className,
  size,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  size: keyof typeof TITLE;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={TITLE[size]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
