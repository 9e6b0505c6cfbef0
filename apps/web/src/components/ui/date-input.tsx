import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDay, localDayStart } from '@/lib/date-format';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & { value: string };

/**
 * A date field that shows its day the way the timestamps of the site do (lib/date-format), in the
 * UI language, while the browser's own picker does the choosing. A plain <input type="date">
 * writes the day in the browser's locale (11/16/2026 on an English browser beside "16/11/2026"
 * timestamps on the Portuguese site); here that text is hidden and the language's is drawn over it.
 */
export function DateInput({ value, className, ...props }: Props) {
  const { i18n } = useTranslation();
  const shown = value ? formatDay(localDayStart(value), i18n.language) : '';
  return (
    <div className="relative">
      <input {...props} type="date" value={value} lang={i18n.language} className={cn(className, 'date-input-native')} />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-[15px] text-fg tabular-nums"
      >
        {shown}
      </span>
    </div>
  );
}
