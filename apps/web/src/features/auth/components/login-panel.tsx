import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openModal } from '@/modals';
import { AuthIntro } from '@/components/account/auth-intro';
import { LoginForm } from './login-form';

/** /login: the same form as the popup, as a page section. */
export default function LoginPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-6 pb-16 sm:pt-12">
      <section className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-8">
        <h1 className="sr-only">{t('login.title')}</h1>
        <AuthIntro text={t('login.subtitle')} />
        <LoginForm
          onRegister={() => void navigate('/register')}
          onForgot={() => openModal({ name: 'forgotPassword', options: {} })}
        />
      </section>
    </div>
  );
}
