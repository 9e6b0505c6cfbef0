import { useRef, type ComponentType, type KeyboardEvent } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { IconProps } from './line-icon';

type Tab<V extends string> = { value: V; label: ParseKeys; icon?: ComponentType<IconProps> };

/** A switch's tabs as data: the id prefix, the i18n key of its label and the tabs in order. */
export type TabSet<V extends string> = { idPrefix: string; label: ParseKeys; items: readonly Tab<V>[] };

export function tabSet<V extends string>(idPrefix: string, label: ParseKeys, items: readonly Tab<V>[]): TabSet<V> {
  return { idPrefix, label, items };
}

/**
 * A two-or-more way switch drawn as a pill (login type, registration type, recovery method).
 * Tab pattern: arrow keys move between tabs, only the selected one is in the tab order.
 */
export function SegmentedTabs<V extends string>({
  tabs: { idPrefix, label, items },
  value,
  onChange,
}: {
  tabs: TabSet<V>;
  value: V;
  onChange: (value: V) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + items.length) % items.length;
    onChange(items[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t(label)}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-2 p-1"
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        const Icon = item.icon;
        return (
          <button
            key={item.value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.value}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              selected ? 'bg-surface text-fg shadow-card' : 'text-fg-muted hover:text-fg',
            )}
          >
            {Icon ? <Icon size={16} /> : null}
            {t(item.label)}
          </button>
        );
      })}
    </div>
  );
}
