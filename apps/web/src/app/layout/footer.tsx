import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normaliseLanguage, resourceLabel } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { useMerchant, useSiteInfo } from '@/lib/site/use-status';
import { useIsLoggedIn } from '@/lib/session-store';
import { TitledSection } from '@/components/ui/titled-section';
import { Logo } from './logo';
import { useAuthEntry } from './use-auth-entry';
import { useOpenLimits } from './use-open-limits';

const FOOTER_LINK =
  'rounded text-sm text-fg-muted transition hover:text-fg focus-visible:outline-2 focus-visible:outline-ring';

/** The about block's links, in order. */
const ABOUT_LINKS = [
  { to: '/help', label: 'footer.userAgreement' },
  { to: '/helpmc', label: 'footer.helpCentre' },
  { to: '/fairness', label: 'footer.fairness' },
  { to: '/down', label: 'footer.appDownload' },
] as const;

/**
 * Payment methods: the brand's resources of type "payment" (generated art without words, no brand
 * logos), each named under its picture in the page's language.
 */
function PaymentIcons() {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? 'en';
  const icons = Object.entries(useSiteInfo().resources)
    .filter(([, r]) => r.resourceType === 'payment')
    .map(([name, r]) => ({ name, url: r.url, label: resourceLabel(r, language) }));
  if (icons.length === 0) return null;
  return (
    <TitledSection id="footer-payments" title={t('footer.payments')} className="space-y-3" size="sm">
      <ul className="grid max-w-xs grid-cols-3 gap-x-2 gap-y-3">
        {icons.map((icon) => (
          <li key={icon.name} className="flex flex-col items-center gap-1 text-center">
            <img src={icon.url} alt="" width={44} height={44} loading="lazy" className="rounded-lg" />
            <span className="text-xs leading-tight text-fg-muted">{icon.label}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

const FooterVendorStrip = lazy(() => import('@/app/footer-vendor-strip'));

/**
 * The vendor logo strip's place: a fixed height from the start (nothing moves when the logos
 * arrive), and its code and catalogue read are fetched only when it comes into view, so the first
 * load of a page pays nothing for it.
 */
function VendorStripSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setNear(!!entry?.isIntersecting));
    observer.observe(slot.current!);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={slot} data-slot="vendor-strip" className="h-16 border-t border-line">
      {near ? (
        <Suspense>
          <FooterVendorStrip />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Four blocks (about, affiliates, payment icons, 18+ notice), the vendor strip and the copyright.
 */
export function Footer() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const loggedIn = useIsLoggedIn();
  const { openRegister } = useAuthEntry();
  const openLimits = useOpenLimits();
  return (
    <footer aria-label={t('footer.label')} className="mt-auto border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-about" className="space-y-4">
          <Logo />
          <h2 id="footer-about" className="sr-only">
            {t('footer.about')}
          </h2>
          <ul className="flex flex-col gap-2.5">
            {ABOUT_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={FOOTER_LINK}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-affiliates" className="space-y-3">
          <h2 id="footer-affiliates" className="text-sm font-bold tracking-wide">
            {t('footer.affiliates')}
          </h2>
          <p className="max-w-xs text-sm leading-relaxed text-fg-muted">{t('footer.affiliatesText')}</p>
          {loggedIn ? null : (
            <Button variant="gold" size="sm" onClick={openRegister}>
              {t('footer.start')}
            </Button>
          )}
        </section>

        <PaymentIcons />

        <section aria-labelledby="footer-responsible" className="space-y-3">
          <h2 id="footer-responsible" className="flex items-center gap-2.5 text-sm font-bold tracking-wide">
            <span className="grid size-8 place-items-center rounded-full border-2 border-danger text-[11px] font-extrabold text-danger">
              18+
            </span>
            {t('footer.responsibleTitle')}
          </h2>
          <p className="max-w-sm text-sm leading-relaxed text-fg-muted">{t('footer.responsibleText')}</p>
          <button type="button" className={FOOTER_LINK} onClick={openLimits}>
            {t('footer.responsibleLink')}
          </button>
        </section>
      </div>

      <VendorStripSlot />

      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-5 py-5 text-xs text-fg-muted lg:px-8">
          {t('footer.rights', { year: new Date().getFullYear(), name: merchant.name })}
        </p>
      </div>
    </footer>
  );
}
