import { useTranslation } from 'react-i18next';
import { TRIAL_AGENT_TYPE } from '@arcadia/contracts';
import { ChatIcon, GaugeIcon, HeadsetIcon, HelpIcon, MailIcon, MegaphoneIcon } from '@/components/ui/icons';
import { openModal, showDialog } from '@/modals';
import { chatPanel, useChatUnread } from '@/lib/chat-panel';
import { sessionStore, useIsLoggedIn } from '@/lib/session-store';
import { useFlag } from '@/lib/site/use-status';
import { useOpenSupport, useSupportEntries } from '@/lib/site/use-support';
import { useAuthEntry } from './use-auth-entry';
import { SideMenuButton, SideMenuLink, SideMenuSection, type MenuMode } from './side-menu-item';

/**
 * Customer-service submenu (spec portal.md section 2): live chat (LIVECHAT-1), messages (needs
 * login), announcements, the help dialog, the speed test, customer service (the type 3 link) and
 * the help centre.
 */
export function SideMenuSupport({ mini, onNavigate }: MenuMode) {
  const { t } = useTranslation();
  const { support, liveChat } = useSupportEntries();
  const openSupport = useOpenSupport();
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthEntry();
  const then = (action: () => void) => () => {
    onNavigate?.();
    action();
  };
  // The built-in chat (flag CBS3) takes the live chat entry; without it a LIVECHAT-1 position may.
  const chatOn = useFlag('CBS3');
  const unread = useChatUnread();
  const toggleChat = () => {
    if (!loggedIn) return openLogin();
    if (sessionStore.get('isAgent') === TRIAL_AGENT_TYPE)
      return void showDialog({ tone: 'warning', message: t('in_please_information') });
    chatPanel.toggle();
  };
  return (
    <SideMenuSection title={t('nav.support')} mini={mini}>
      {support ? (
        <SideMenuButton
          icon={HeadsetIcon}
          label={t('nav.customerService')}
          mini={mini}
          onClick={() => openSupport(support.path)}
        />
      ) : null}
      {chatOn ? (
        <SideMenuButton
          icon={ChatIcon}
          label={t('nav.liveChat')}
          mini={mini}
          onClick={then(toggleChat)}
          badge={
            unread > 0 ? (
              <span
                aria-label={t('nav.chatUnread', { count: unread })}
                className="grid min-w-5 place-items-center rounded-full bg-gold px-1 text-[11px] font-bold text-on-gold"
              >
                {unread}
              </span>
            ) : undefined
          }
        />
      ) : liveChat ? (
        <SideMenuButton
          icon={ChatIcon}
          label={t('nav.liveChat')}
          mini={mini}
          onClick={() => openSupport(liveChat.path)}
          badge={
            <span aria-hidden="true" className="size-2 rounded-full bg-gold shadow-[0_0_0_3px_var(--brand-soft)]" />
          }
        />
      ) : null}
      <SideMenuButton
        icon={MailIcon}
        label={t('nav.messages')}
        mini={mini}
        onClick={then(() =>
          loggedIn ? openModal({ name: 'memberCentre', options: { page: 'messageV2' } }) : openLogin(),
        )}
      />
      <SideMenuButton
        icon={MegaphoneIcon}
        label={t('nav.announcements')}
        mini={mini}
        onClick={then(() => openModal({ name: 'notices', options: {} }))}
      />
      <SideMenuButton
        icon={HelpIcon}
        label={t('nav.helpDialog')}
        mini={mini}
        onClick={then(() => openModal({ name: 'helpDialog', options: {} }))}
      />
      <SideMenuButton
        icon={GaugeIcon}
        label={t('nav.speedTest')}
        mini={mini}
        onClick={then(() => openModal({ name: 'speedTest', options: {} }))}
      />
      <SideMenuLink to="/helpmc" icon={HelpIcon} label={t('nav.helpCentre')} mini={mini} onNavigate={onNavigate} />
    </SideMenuSection>
  );
}
