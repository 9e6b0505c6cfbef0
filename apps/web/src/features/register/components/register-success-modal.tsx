import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Modal } from '@/modals/modal';
import type { ModalComponentProps } from '@/modals';
import { DepositLimitPrompt } from '@/components/responsible-gaming/deposit-limit-prompt';
import { useMoneyTexts } from '@/i18n/money-texts';
import { useRgBrandSettings } from '@/lib/site/rg-brand-settings';
import { useSessionValue } from '@/lib/session-store';

/** After registering: the welcome, with the new account's name, and the deposit-limit prompt where the brand asks then. */
export default function RegisterSuccessModal({ open, onClose }: ModalComponentProps<'registerSuccess'>) {
  const { t } = useTranslation();
  const nickname = useSessionValue('nickname');
  const { settings } = useRgBrandSettings();
  const moneyTexts = useMoneyTexts();
  const [asked, setAsked] = useState(false);
  return (
    <Modal name="registerSuccess" open={open} onClose={onClose} title={t('register.successTitle')} size="sm">
      <div className="flex flex-col items-center gap-4 px-6 pt-7 pb-6 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-gradient-gold text-on-gold shadow-card">
          <CheckIcon size={32} strokeWidth={2.4} />
        </span>
        <div className="flex flex-col gap-1.5">
          <p className="text-lg font-bold">{t('in_registered_successfully')}</p>
          {nickname ? <p className="text-sm text-fg-muted">{t('register.successText', { name: nickname })}</p> : null}
        </div>
        {settings.depositLimitPrompt === 'registration' && moneyTexts && !asked ? (
          <DepositLimitPrompt onDone={(saved) => !saved && setAsked(true)} />
        ) : null}
        <Button variant="primary" size="lg" className="w-full" onClick={onClose} data-autofocus>
          {t('register.startPlaying')}
        </Button>
      </div>
    </Modal>
  );
}
