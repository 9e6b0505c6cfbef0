import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { SegmentedTabs, tabSet } from '@/components/ui/segmented-tabs';
import { LinkButton } from '@/components/ui/link-button';
import { openLoginModal } from '@/lib/auth/use-require-member';
import { useFlag } from '@/lib/site/use-status';
import type { ModalComponentProps } from '@/modals';
import { Modal } from '@/modals/modal';
import { ForgotByEmail } from './forgot-by-email';
import { ForgotByPhone } from './forgot-by-phone';

const METHODS = tabSet('forgot', 'password.methodLabel', [
  { value: 'email', label: 'password.byEmail', icon: MailIcon },
  { value: 'phone', label: 'password.byPhone', icon: PhoneIcon },
]);

/** Forgot password: by e-mail, or by phone when the brand offers it (CHNGPASSVERIF3). */
export default function ForgotPasswordModal({ open, onClose }: ModalComponentProps<'forgotPassword'>) {
  const { t } = useTranslation();
  const byPhone = useFlag('CHNGPASSVERIF3');
  const [method, setMethod] = useState<'email' | 'phone'>('email');
  return (
    <Modal name="forgotPassword" open={open} onClose={onClose} title={t('password.forgotTitle')}>
      <div className="flex flex-col gap-5 px-5 pt-5 pb-6 sm:px-7">
        {byPhone ? <SegmentedTabs tabs={METHODS} value={method} onChange={setMethod} /> : null}
        {method === 'email' || !byPhone ? <ForgotByEmail onDone={onClose} /> : <ForgotByPhone />}
        <p className="text-center text-sm text-fg-muted">
          <LinkButton
            onClick={() => {
              onClose();
              openLoginModal();
            }}
          >
            {t('password.backToLogin')}
          </LinkButton>
        </p>
      </div>
    </Modal>
  );
}
