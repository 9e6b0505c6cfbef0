import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '@/features/register';
import { openModal, type ModalComponentProps } from '@/modals';
import { Modal } from '@/modals/modal';
import { AuthIntro } from './auth-intro';
import { LoginForm } from './login-form';

/** The login popup: one modal that switches between logging in and registering. */
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
