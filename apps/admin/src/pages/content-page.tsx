import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OperatorBrand } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, type Tab } from '../components/tabs';
import { api } from '../lib/api';
import { usePermissions } from '../lib/session';
import { AnnouncementsSection } from './content/announcements';
import { BannersSection } from './content/banners';
import { ContentBrand } from './content/content-rows';
import { FeedbackSection } from './content/feedback';
import { HelpSection } from './content/help-articles';
import { LinksSection } from './content/links';

/**
 * Content (issue 25): banners, announcements and popups, help articles, resources and support
 * positions, and the feedback inbox, each a tab. content.read looks, content.write changes,
 * feedback.handle answers feedback and marks it handled: the server's matrix. An operator of
 * several brands picks the brand (kept in the address as `?brand=`, so a reload or a shared link
 * stays on it); every tab's calls then carry it, and the server checks the operator reaches it.
 */
export default function ContentPage() {
  const { t } = useTranslation();
  const held = usePermissions().data?.permissions ?? [];
  const mayWrite = held.includes('content.write');
  const [tab, setTab] = useState('banners');
  const [params, setParams] = useSearchParams();
  const brand = params.get('brand') || null;
  const brands = useQuery({
    queryKey: ['session', 'brands'],
    queryFn: () => api<OperatorBrand[]>('GET', '/session/brands'),
    staleTime: 60_000,
  });
  const choices = brands.data ?? [];
  const fallback = choices.find((b) => b.isDefault)?.code ?? choices[0]?.code ?? '';
  const choose = (code: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // The default brand is what no choice means: the address stays clean for it.
        if (code === fallback) next.delete('brand');
        else next.set('brand', code);
        return next;
      },
      { replace: true },
    );
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
      {choices.length > 1 && (
        <label className="flex items-center gap-2">
          {t('content.brand')}
          <select className="field w-60" value={brand ?? fallback} onChange={(e) => choose(e.target.value)}>
            {choices.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <ContentBrand.Provider value={brand === fallback ? null : brand}>
        {/* Another brand starts every tab afresh: no form stays open on the brand it was opened for. */}
        <div key={brand ?? ''}>
          <Tabs label={t('content.heading')} tabs={tabs} current={tab} onChange={setTab} />
        </div>
      </ContentBrand.Provider>
    </section>
  );
}
