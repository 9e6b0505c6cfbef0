import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/ui/form';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';

const SEARCH_DEBOUNCE_MS = 300;

/** Search by game name; the lobby asks the server once typing pauses. */
export function LobbySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The address can change the search from outside (All resets it): follow it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <TextInput
      type="search"
      role="searchbox"
      aria-label={t('games.search')}
      placeholder={t('games.searchPlaceholder')}
      maxLength={64}
      value={text}
      onChange={(event) => setText(event.target.value)}
      start={<SearchIcon size={18} />}
      end={
        text ? (
          <button
            type="button"
            aria-label={t('games.clearSearch')}
            onClick={() => setText('')}
            className="grid size-7 place-items-center rounded-lg text-fg-muted hover:bg-surface-3 hover:text-fg"
          >
            <CloseIcon size={16} />
          </button>
        ) : null
      }
      wrapperClassName="w-full sm:max-w-xs"
    />
  );
}
