import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { focusMainContent } from '@/lib/navigation';
import { lockScroll } from '@/lib/scroll-lock';
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

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * The generic modal wrapper (spec portal.md section 2) on Radix Dialog, which traps focus and
 * returns it to the opener. We add: page scroll pinned while open, fade with a 100 ms delay,
 * outside click to close and dragging by the title bar.
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
  // Radix returns focus only to a Dialog.Trigger; modals opened by name have none, so remember.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    return lockScroll();
  }, [open]);

  const preventOutside = (event: Event) => {
    if (!closeOnOutside) event.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-modal-cover={name}
          className={cn(
            'fixed inset-0 z-50 animate-modal',
            background ? 'bg-overlay backdrop-blur-[2px]' : 'bg-transparent',
          )}
        />
        <Dialog.Content
          data-modal={name}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // A reopened modal starts centred again.
            reset();
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const field = focusFirstField ? (event.target as HTMLElement).querySelector<HTMLElement>(FIELD) : null;
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const opener = returnFocus.current;
            if (opener?.isConnected && opener !== document.body) opener.focus();
            // The opener can be gone (the header's Log in button once logged in): the main
            // content then, never the document body, so keyboard users keep their place.
            else focusMainContent();
          }}
          onPointerDownOutside={preventOutside}
          onInteractOutside={preventOutside}
          style={{ transform: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px))` }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col',
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
              <Dialog.Title className="flex-1 text-base font-semibold">{title}</Dialog.Title>
              {showClose ? (
                <Dialog.Close
                  aria-label={t('dialog.close')}
                  className="-mr-2 grid size-9 place-items-center rounded-lg text-fg-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <CloseIcon />
                </Dialog.Close>
              ) : null}
            </div>
          ) : (
            <VisuallyHidden.Root>
              <Dialog.Title>{name}</Dialog.Title>
            </VisuallyHidden.Root>
          )}
          <div className="overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
