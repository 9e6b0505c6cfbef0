import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage } from '@arcadia/contracts';
import { ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useStatusValue } from '@/lib/site/use-status';
import { cn } from '@/lib/cn';
import { countryCodesQueryOptions } from '@/lib/verification/verification-api';
import { defaultCountry, flagEmoji } from '@/lib/verification/flag';

/** Spec section 9: the dropdown closes 200 ms after the picker loses focus. */
export const COUNTRY_BLUR_CLOSE_MS = 200;

type Props = {
  /** The selected dialing code ("+55"). */
  value: string;
  onChange: (dialingCode: string) => void;
  disabled?: boolean;
};

/** Country dialing-code picker with flags and a search box (GET /wps/system/countryCodes). */
export function CountryCodePicker({ value, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? 'pt';
  const { location } = useStatusValue();
  const { data: countries = [], isPending } = useQuery(countryCodesQueryOptions(language));
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  // Choose a sensible country once the list arrives, if the form has none yet.
  useEffect(() => {
    if (value || countries.length === 0) return;
    const wanted = defaultCountry(location.country, language);
    onChange((countries.find((c) => c.countryCode === wanted) ?? countries[0]!).countryDialingCode);
  }, [countries, value, onChange, location.country, language]);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const filtered = useMemo(() => {
    const query = search.trim().toLowerCase().replace(/^\+/, '');
    if (!query) return countries;
    return countries.filter(
      (c) =>
        c.name.toLowerCase().includes(query) ||
        c.countryCode.toLowerCase() === query ||
        c.countryDialingCode.replace('+', '').startsWith(query),
    );
  }, [countries, search]);

  const selected =
    countries.find(
      (c) => c.countryDialingCode === value && c.countryCode === defaultCountry(location.country, language),
    ) ?? countries.find((c) => c.countryDialingCode === value);

  const openList = () => {
    if (disabled) return;
    setOpen(true);
    setSearch('');
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c === selected),
      ),
    );
    requestAnimationFrame(() => searchRef.current?.focus());
  };
  const choose = (dialingCode: string) => {
    onChange(dialingCode);
    setOpen(false);
    rootRef.current?.querySelector<HTMLButtonElement>('button[data-trigger]')?.focus();
  };
  const onBlur = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      if (!rootRef.current?.contains(document.activeElement)) setOpen(false);
    }, COUNTRY_BLUR_CLOSE_MS);
  };
  const onListKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      rootRef.current?.querySelector<HTMLButtonElement>('button[data-trigger]')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(filtered.length - 1, 0)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = filtered[active];
      if (entry) choose(entry.countryDialingCode);
    }
  };

  useEffect(() => {
    if (!open) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open, listId]);

  return (
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <button
        type="button"
        data-trigger
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openList())}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${t('verification.countryLabel')}: ${selected ? `${selected.name} ${selected.countryDialingCode}` : value}`}
        className="flex h-8 items-center gap-1.5 rounded-lg px-1.5 text-sm font-semibold text-fg transition hover:bg-surface-3 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {isPending && !value ? (
          <Spinner size={14} className="text-fg-muted" />
        ) : (
          <>
            <span aria-hidden="true" className="text-base leading-none">
              {flagEmoji(selected?.countryCode ?? '')}
            </span>
            <span className="tabular-nums">{value || '+'}</span>
          </>
        )}
        <ChevronDownIcon size={14} className={cn('text-fg-muted transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div
          className="absolute top-[calc(100%+0.6rem)] -left-3 z-20 w-72 max-w-[calc(100vw-3rem)] overflow-hidden rounded-xl border border-line bg-surface shadow-pop"
          onKeyDown={onListKey}
        >
          <div className="flex items-center gap-2 border-b border-line px-3">
            <SearchIcon size={16} className="text-fg-muted" />
            <input
              ref={searchRef}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setActive(0);
              }}
              placeholder={t('verification.countrySearch')}
              aria-label={t('verification.countrySearch')}
              aria-controls={listId}
              aria-activedescendant={filtered[active] ? `${listId}-${active}` : undefined}
              role="combobox"
              aria-expanded="true"
              autoComplete="off"
              className="h-10 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-fg-muted"
            />
          </div>
          <ul
            id={listId}
            role="listbox"
            aria-label={t('verification.countryLabel')}
            className="max-h-60 overflow-y-auto py-1"
          >
            {filtered.length === 0 ? (
              <li className="px-3 py-3 text-sm text-fg-muted">{t('verification.noCountries')}</li>
            ) : (
              filtered.map((country, index) => (
                <li
                  key={country.countryCode}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={country.countryDialingCode === value}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(country.countryDialingCode)}
                  onMouseEnter={() => setActive(index)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
                    index === active && 'bg-surface-2',
                    country.countryDialingCode === value && 'font-semibold text-brand-fg',
                  )}
                >
                  <span aria-hidden="true" className="text-lg leading-none">
                    {flagEmoji(country.countryCode)}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{country.name}</span>
                  <span className="text-fg-muted tabular-nums">{country.countryDialingCode}</span>
                </li>
              ))
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
