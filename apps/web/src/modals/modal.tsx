import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { focusMainContent } from '@/lib/navigation';
import { lockScroll } from '@/lib/scroll-lock';
import { MODAL_EXIT_MS } from './modal-store';
import { useDrag } from './use-drag';

export type ModalProps = {
  /** Identifies the modal in the DOM (data-modal) for styling hooks and tests. */
  name: string;
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Close (×) button in the title bar; on by default. */
  showClose?: boolean;
  /** Dimmed cover behind the modal; on by default. Outside clicks close it either way. */
  background?: boolean;
  closeOnOutside?: boolean;
  draggable?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Focus the first form field on open (forms a person opened to fill in) instead of the close button. */
  focusFirstField?: boolean;
  children?: ReactNode;
};

const FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * The generic modal wrapper (spec portal.md section 2) on the browser's own modal <dialog>:
 * showModal puts it in the top layer, makes the rest of the page inert (focus and clicks stay
 * inside) and gives it the dialog role; no library is loaded for it, so the popup a brand shows on
 * a first visit costs no extra script. We add: Escape and outside clicks close through the owner
 * (the modal store decides), focus returns to the opener, page scroll pinned while open, fade with
 * a 100 ms delay and dragging by the title bar.
 */
export function Modal({
  name,
  open,
  onClose,
  title,
  showClose = true,
  background = true,
  closeOnOutside = true,
  draggable = true,
  size = 'md',
  focusFirstField = false,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const { offset, reset, handleProps } = useDrag(draggable && Boolean(title));
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Opened by name there is no trigger to go back to, so remember what had focus.
  const returnFocus = useRef<HTMLElement | null>(null);
  // In the page while open and through the fade-out after it.
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);

  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setPresent(false), MODAL_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    return lockScroll();
  }, [open]);

  // Leaving the page: out of the top layer, and focus back where it was.
  useLayoutEffect(() => {
    if (!present) return;
    const node = dialog.current;
    return () => {
      if (node?.open) node.close();
      const opener = returnFocus.current;
      returnFocus.current = null;
      if (opener?.isConnected && opener !== document.body) opener.focus();
      // The opener can be gone (the header's Log in button once logged in): the main
      // content then, never the document body, so keyboard users keep their place.
      else focusMainContent();
    };
  }, [present]);

  useLayoutEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    // A reopened modal starts centred again.
    reset();
    if (!node.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      node.showModal();
    }
    // The first form field of a form, else the control marked data-autofocus (React's autoFocus
    // runs before showModal, while the dialog is still closed), else the first control (the close
    // button), as browsers do.
    const first =
      (focusFirstField ? node.querySelector<HTMLElement>(FIELD) : null) ??
      node.querySelector<HTMLElement>('[data-autofocus]');
    if (first) first.focus();
    else if (!node.contains(document.activeElement)) node.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open, reset, focusFirstField]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Our close, not the browser's: the owner keeps the modal on screen while it fades out.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  if (!present) return null;
  const state = open ? 'open' : 'closed';
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // Other close requests (a phone's back gesture) go through the owner too.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 size-full max-h-none max-w-none overflow-hidden border-0 bg-transparent p-0 text-fg backdrop:bg-transparent"
    >
      <div
        data-modal-cover={name}
        data-state={state}
        onClick={closeOnOutside ? () => onClose() : undefined}
        className={cn('fixed inset-0 animate-modal', background ? 'bg-overlay backdrop-blur-[2px]' : 'bg-transparent')}
      />
      <div
        data-modal={name}
        data-state={state}
        style={{ transform: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))` }}
        className={cn(
          'fixed top-1/2 left-1/2 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col',
          'animate-modal overflow-hidden rounded-2xl border border-line bg-surface text-fg shadow-pop',
          SIZES[size],
        )}
      >
        {title || showClose ? (
          <div
            {...handleProps}
            className={cn(
              'flex min-h-14 items-center gap-3 border-b border-line px-5 py-3',
              draggable && title ? 'cursor-move touch-none select-none' : '',
            )}
          >
            <h2 id={titleId} className="flex-1 text-base font-semibold">
              {title}
            </h2>
            {showClose ? (
              <button
                type="button"
                onClick={() => onClose()}
                aria-label={t('dialog.close')}
                className="-mr-2 grid size-9 place-items-center rounded-lg text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
              >
                <CloseIcon />
              </button>
            ) : null}
          </div>
        ) : (
          <h2 id={titleId} className="sr-only">
            {name}
          </h2>
        )}
        <div className="overflow-y-auto">{children}</div>
      </div>
    </dialog>
  );
}
