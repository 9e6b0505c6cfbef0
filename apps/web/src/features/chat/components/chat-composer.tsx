import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { lineIcon } from '@/components/ui/line-icon';

const TYPING_EVERY_MS = 2500;

/** A paper clip, for the attach button. */
const AttachIcon = lineIcon([
  'm21 12-8.5 8.5a5 5 0 0 1-7-7L14 5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15.5 8',
]);

/**
 * The reply box: Enter sends, Shift+Enter starts a new line; typing is announced at most every
 * 2.5 s; a failed send keeps the text. With `onPicture`, an attach button sends a picture.
 */
export function ChatComposer({
  onSend,
  onTyping,
  onPicture,
  disabled,
  placeholder,
}: {
  onSend: (text: string) => Promise<void>;
  onTyping: () => void;
  onPicture?: (file: File) => Promise<void>;
  disabled?: boolean;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const lastTyping = useRef(0);
  const file = useRef<HTMLInputElement>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const line = text.trim();
    if (!line || busy) return;
    setBusy(true);
    try {
      await onSend(line);
      setText('');
    } finally {
      setBusy(false);
    }
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const changed = (value: string) => {
    setText(value);
    if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      onTyping();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex items-end gap-2 border-t border-line bg-surface px-3 py-3">
      {onPicture ? (
        <>
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              const picked = e.target.files?.[0];
              e.target.value = '';
              if (picked) void onPicture(picked);
            }}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('chat.attach')}
            title={t('chat.attach')}
            disabled={disabled}
            onClick={() => file.current?.click()}
          >
            <AttachIcon />
          </Button>
        </>
      ) : null}
      <label className="sr-only" htmlFor="chat-composer">
        {placeholder}
      </label>
      <textarea
        id="chat-composer"
        value={text}
        maxLength={CHAT_TEXT_MAX}
        rows={1}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(e) => changed(e.target.value)}
        onKeyDown={onKey}
        className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-ring"
      />
      <Button type="submit" disabled={disabled || busy || !text.trim()}>
        {t('chat.send')}
      </Button>
    </form>
  );
}
