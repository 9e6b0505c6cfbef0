import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SITE_STATUS, type StatusValue } from '@arcadia/contracts';
import { BrandLoader } from '@/components/ui/brand-loader';
import { applyLanguage, resolveLanguage } from '@/i18n';
import { setEncryptionKey } from '@/lib/crypto';
import { setBrandCurrency } from '@/lib/money';
import { localStore, sessionStore } from '@/lib/session-store';
import { statusQueryOptions } from '@/lib/site/status-api';
import { MaintenancePage } from './maintenance-page';
import { NetworkErrorPage } from './network-error-page';
import { RestrictionPage } from './restriction-page';

/** Hands the merchant-wide facts from status to the modules that need them outside React. */
async function adoptStatus(status: StatusValue): Promise<void> {
  setEncryptionKey(status.info.encryption);
  const { merchant } = status.info;
  setBrandCurrency(merchant.currency);
  sessionStore.setMerchantDefaults({
    merchant: merchant.code,
    merchantCode: merchant.code,
    platform: merchant.platform,
  });
  const language = resolveLanguage(localStore.get('lang') ?? localStore.get('hisLang'), merchant);
  await applyLanguage(language);
}

/**
 * The root view follows GET /wps/system/status: 0 the site, 1 maintenance, 2 region restriction
 * (the server already puts maintenance first). Nothing else renders until it has answered.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const query = useQuery(statusQueryOptions);
  const [adopted, setAdopted] = useState<StatusValue | null>(null);

  useEffect(() => {
    const status = query.data;
    if (!status) return;
    let cancelled = false;
    const done = () => !cancelled && setAdopted(status);
    adoptStatus(status).then(done, done);
    return () => {
      cancelled = true;
    };
  }, [query.data]);

  if (query.isError && !query.isFetching) {
    return <NetworkErrorPage error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data || adopted !== query.data) return <BrandLoader label={t('app.loading')} />;

  switch (query.data.status) {
    case SITE_STATUS.maintenance:
      return <MaintenancePage status={query.data} />;
    case SITE_STATUS.restricted:
      return <RestrictionPage status={query.data} />;
    case SITE_STATUS.normal:
      return <>{children}</>;
  }
}
