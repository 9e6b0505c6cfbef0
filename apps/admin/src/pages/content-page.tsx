import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, type Tab } from '../components/tabs';
import { usePermissions } from '../lib/session';
import { AnnouncementsSection } from './content/announcements';
import { BannersSection } from './content/banners';
import { FeedbackSection } from './content/feedback';
import { HelpSection } from './content/help-articles';
import { LinksSection } from './content/links';

/**
 * Content (issue 25): banners, announcements and popups, help articles, resources and support
 * positions, and the feedback inbox, each a tab. content.read looks, content.write changes,
 * feedback.handle marks feedback handled: the server's matrix.
 */
export default function ContentPage() {
  const { t } = useTranslation();
  const held = usePermissions().data?.permissions ?? [];
  const mayWrite = held.includes('content.write');
  const [tab, setTab] = useState('banners');
  const tabs: Tab[] = [
    { id: 'banners', label: t('content.banners'), panel: () => <BannersSection mayWrite={mayWrite} /> },
    {
      id: 'announcements',
      label: t('content.announcements'),
      panel: () => <AnnouncementsSection mayWrite={mayWrite} />,
    },
    { id: 'help', label: t('content.help'), panel: () => <HelpSection mayWrite={mayWrite} /> },
    { id: 'links', label: t('content.links'), panel: () => <LinksSection mayWrite={mayWrite} /> },
    {
      id: 'feedback',
      label: t('content.feedback'),
      panel: () => <FeedbackSection mayHandle={held.includes('feedback.handle')} />,
    },
  ];
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-extrabold">{t('content.heading')}</h1>
      <Tabs label={t('content.heading')} tabs={tabs} current={tab} onChange={setTab} />
    </section>
  );
}
