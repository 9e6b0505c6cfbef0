import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthIntro } from '@/components/account/auth-intro';
import { LoginForm } from '@/features/auth';
import { RegisterForm } from '@/features/register';
import { openModal, type ModalComponentProps } from '@/modals';
import { Modal } from '@/modals/modal';

/*
 * The login popup: one modal that switches between logging in and registering. It composes two
 * features, so it lives in app/ (the auth and register features never import each other).
 */
export default function LoginModal({ options, open, onClose }: ModalComponentProps<'login'>) {
  const { t } = useTranslation();
  const [view, setView] = useState(options.view ?? 'login');
  const forgot = () => {
    onClose();
    openModal({ name: 'forgotPassword', options: {} });
  };
  return (
    <Modal
      name="login"
      open={open}
      onClose={onClose}
      focusFirstField
      title={view === 'login' ? t('login.title') : t('register.title')}
    >
      <div className="px-5 pt-5 pb-6 sm:px-7">
        <AuthIntro text={view === 'login' ? t('login.subtitle') : t('register.subtitle')} />
        {view === 'login' ? (
          <LoginForm onRegister={() => setView('register')} onForgot={forgot} />
        ) : (
          <RegisterForm variant="modal" initialType={options.registerType} onLogin={() => setView('login')} />
        )}
      </div>
    </Modal>
  );
}
