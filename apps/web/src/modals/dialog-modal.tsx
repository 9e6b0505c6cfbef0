import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AlertIcon, HelpIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { Modal } from './modal';
import type { DialogResult, ModalComponentProps } from './modal-types';

/** The alert/confirm dialog behind showDialog(); reports exactly one result. */
export default function DialogModal({ options, open, onClose }: ModalComponentProps<'dialog'>) {
  const { t } = useTranslation();
  const reported = useRef(false);
  const { title, message, confirmText, cancelText, closeOnCover = true, timeoutMs, tone = 'info', onResult } = options;

  const finish = (result: DialogResult) => {
    if (reported.current) return;
    reported.current = true;
    onResult?.(result);
    onClose();
  };

  useEffect(() => {
    if (!timeoutMs || !open) return;
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    return () => clearTimeout(timer);
    // finish is stable for this dialog's lifetime: it only reads refs and props fixed at open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeoutMs, open]);

  const Icon = tone === 'info' ? HelpIcon : AlertIcon;
  return (
    <Modal
      name="dialog"
      open={open}
      onClose={() => finish('dismiss')}
      title={title ?? t('dialog.notice')}
      closeOnOutside={closeOnCover}
      size="sm"
    >
      <div className="flex flex-col items-center gap-4 px-6 pt-6 pb-6 text-center">
        <span
          className={cn(
            'grid size-12 place-items-center rounded-full',
            tone === 'info' ? 'bg-brand-soft text-brand-fg' : 'bg-danger-soft text-danger',
          )}
        >
          <Icon size={24} />
        </span>
        <div className="text-sm leading-relaxed text-fg-muted">{message}</div>
        <div className="flex w-full gap-3">
          {cancelText ? (
            <Button variant="outline" className="flex-1" onClick={() => finish('cancel')}>
              {cancelText}
            </Button>
          ) : null}
          <Button variant="primary" className="flex-1" onClick={() => finish('confirm')} data-autofocus>
            {confirmText ?? t('dialog.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
