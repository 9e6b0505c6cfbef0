import { useTranslation } from 'react-i18next';
import { Modal } from '@/modals/modal';
import type { ModalComponentProps } from '@/modals';
import { AppDownload } from './app-download';
import { FeedbackForm } from './feedback-form';
import { HelpCentre } from './help-centre';

/** The help dialog: the help centre and the feedback form without leaving the page. */
export function HelpDialogModal({ open, onClose }: ModalComponentProps<'helpDialog'>) {
  const { t } = useTranslation();
  return (
    <Modal name="helpDialog" open={open} onClose={onClose} title={t('content.help.title')} size="lg">
      <div className="max-h-[70dvh] space-y-8 overflow-y-auto p-6">
        <HelpCentre compact />
        <FeedbackForm />
      </div>
    </Modal>
  );
}

/** The app download modal: the same tabs, steps and QR codes as /down. */
export function AppDownloadModal({ open, onClose }: ModalComponentProps<'appDownload'>) {
  const { t } = useTranslation();
  return (
    <Modal name="appDownload" open={open} onClose={onClose} title={t('content.download.title')} size="lg">
      <div className="p-6">
        <AppDownload />
      </div>
    </Modal>
  );
}
