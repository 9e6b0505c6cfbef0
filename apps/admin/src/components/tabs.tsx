import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type Tab = { id: string; label: string; panel: () => ReactNode };

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow keys (and Home, End) move between tabs,
 * the chosen tab's panel alone is rendered, so a section loads what it needs when first opened.
 */
export function Tabs({
  label,
  tabs,
  current,
  onChange,
}: {
  label: string;
  tabs: Tab[];
  current: string;
  onChange: (id: string) => void;
}) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === current),
  );
  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next > last ? 0 : next < 0 ? last : next;
    onChange(tabs[wrapped]!.id);
    buttons.current[wrapped]?.focus();
  };
  const shown = tabs[index];
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-line" onKeyDown={move}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            className={`rounded-t-lg px-3 py-2 ${i === index ? 'bg-surface-2 font-bold' : 'text-fg-muted hover:text-fg'}`}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {shown && (
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${shown.id}`} tabIndex={0}>
          {shown.panel()}
        </div>
      )}
    </div>
  );
}
