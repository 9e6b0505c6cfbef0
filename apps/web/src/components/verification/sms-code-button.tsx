import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageKey } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { showDialog } from '@/modals';
import { useCountdown } from '@/lib/verification/use-countdown';

/** Spec section 9: SMS requests are throttled to one per second. */
export const SMS_THROTTLE_MS = 1000;

type Props = {
  /**
   * Validates the number and sends the code; resolves with the countdown in seconds, or null
   * when nothing was sent (the number failed validation and its error is already shown).
   */
  send: () => Promise<number | null>;
  disabled?: boolean;
};

/** "Send code", then disabled with "Sent (N)" while the code is alive. */
export function SmsCodeButton({ send, disabled }: Props) {
  const { t } = useTranslation();
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const lastClick = useRef(0);

  const onClick = async () => {
    const now = Date.now();
    if (sending || running || now - lastClick.current < SMS_THROTTLE_MS) return;
    lastClick.current = now;
    setSending(true);
    try {
      const seconds = await send();
      if (seconds) start(seconds);
      // Nothing was sent (the number failed validation): the throttle is for requests, so a
      // corrected number may be sent at once.
      else if (seconds === null) lastClick.current = 0;
    } catch (error) {
      // The server's own (localised) message, with a confirm button (spec section 8).
      const message =
        isApiError(error) && error.status > 0 && error.message ? error.message : t(errorMessageKey(error));
      await showDialog({ tone: 'warning', message, confirmText: t('dialog.confirm') });
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={disabled || running || sending}
      aria-live="polite"
      className={cn(
        'inline-flex h-8 min-w-24 items-center justify-center gap-1.5 rounded-lg px-3 text-[13px] font-semibold whitespace-nowrap transition',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        running ? 'bg-surface-3 text-fg-muted' : 'bg-brand text-on-brand hover:bg-brand-hover disabled:opacity-60',
      )}
    >
      {sending ? <Spinner size={14} /> : null}
      {running ? t('verification.sent', { seconds: remaining }) : t('verification.sendCode')}
    </button>
  );
}
