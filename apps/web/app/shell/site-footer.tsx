import { LOCALES, type Locale } from '@casino/core/content-api';
import { Link, useLocation } from 'react-router';
import { CookieSettingsButton } from '~/features/cookie-consent';
import { usePublicConfig } from '~/shared/context/public-config';
import { useLocale, useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { portalPath } from '~/shared/routing/portal-path';
import { ThemeSwitch } from '~/shared/theme/theme-switch';
import { CrownMark } from '~/shared/ui/brand';
import './site-footer.css';

/** The consumer-protection bodies a Romanian trader links to (ANPC order 449/2022): SAL and SOL. */
export const ANPC_SAL_URL = 'https://anpc.ro/ce-este-sal/';
export const EU_SOL_URL = 'https://ec.europa.eu/consumers/odr';
/** The gambling regulator, whose register lists the operator's licence. */
export const ONJN_URL = 'https://onjn.gov.ro/';

const LANGUAGE_NAMES: Record<Locale, string> = { ro: 'Română', en: 'English' };

/** A licence date as the site writes dates: `31.12.2033` in Romanian, `31/12/2033` in English. */
export function formatLicenceDate(isoDate: string, locale: Locale): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The same page in the other language (the `lang` parameter switches it and the cookie keeps it). */
function LanguageLinks() {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('footer.language')} className="site-footer__languages">
      {LOCALES.map((code) =>
        code === locale ? (
          <span key={code} aria-current="true" lang={code}>
            {LANGUAGE_NAMES[code]}
          </span>
        ) : (
          <Link key={code} to={`${pathname}?lang=${code}`} lang={code} hrefLang={code}>
            {LANGUAGE_NAMES[code]}
          </Link>
        ),
      )}
    </nav>
  );
}

/** The 18+ mark and the notices the law asks for on every page. */
function AgeNotice() {
  const t = useT();
  return (
    <div className="site-footer__age">
      <span className="age-mark" role="img" aria-label={t('footer.ageMark')}>
        18+
      </span>
      <p>
        <strong>{t('footer.minors')}</strong> {t('footer.warning')}
      </p>
    </div>
  );
}

const RESPONSIBLE_PAGE = portalPath('/pagina/:slug', { slug: 'joc-responsabil' });

function ResponsibleGambling({ helpline }: { helpline: string }) {
  const t = useT();
  return (
    <section className="site-footer__section" aria-labelledby="footer-responsible">
      <h2 id="footer-responsible">{t('footer.responsibleTitle')}</h2>
      <p>
        {t('footer.helpline')}{' '}
        <a className="site-footer__phone" href={`tel:${helpline.replace(/[^\d+]/g, '')}`}>
          {helpline}
        </a>
      </p>
      <p>{t('footer.selfExclusion')}</p>
      <PortalLink to={RESPONSIBLE_PAGE} className="site-footer__more">
        {t('footer.selfExclusionLink')}
      </PortalLink>
    </section>
  );
}

const PAYMENT_METHODS = [
  { id: 'visa', label: 'VISA' },
  { id: 'mastercard', label: 'Mastercard' },
  { id: 'paysafecard', label: 'paysafecard' },
  { id: 'bank', label: null },
] as const;

/** Text in a shape, no card scheme's artwork (ADR 0058). */
function PaymentMethods() {
  const t = useT();
  return (
    <section className="site-footer__section" aria-labelledby="footer-payments">
      <h2 id="footer-payments">{t('footer.payments')}</h2>
      <ul className="payment-badges">
        {PAYMENT_METHODS.map((method) => (
          <li key={method.id} className={`payment-badge payment-badge--${method.id}`}>
            {method.label ?? t('footer.bankTransfer')}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The ANPC's SAL and the EU's SOL, as the portal's own badges (no remote pictures). */
function ConsumerProtection() {
  const t = useT();
  return (
    <section className="site-footer__section" aria-labelledby="footer-consumers">
      <h2 id="footer-consumers">{t('footer.consumers')}</h2>
      <ul className="anpc-badges">
        <li>
          <a className="anpc-badge" href={ANPC_SAL_URL} rel="noopener noreferrer">
            <span className="anpc-badge__code">ANPC · SAL</span>
            <span className="anpc-badge__text">{t('footer.sal')}</span>
          </a>
        </li>
        <li>
          <a className="anpc-badge" href={EU_SOL_URL} rel="noopener noreferrer">
            <span className="anpc-badge__code">UE · SOL</span>
            <span className="anpc-badge__text">{t('footer.sol')}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The licensed operator: company details and the ONJN licence, from configuration. */
function OperatorDetails() {
  const t = useT();
  const locale = useLocale();
  const { operator } = usePublicConfig();
  return (
    <div className="site-footer__operator">
      <CrownMark className="site-footer__crown" />
      <div>
        <p>
          {t('footer.operator', {
            name: operator.name,
            address: operator.address,
            tradeRegister: operator.tradeRegister,
            cui: operator.cui,
          })}
        </p>
        <p>
          {t('footer.licence', {
            number: operator.licence.number,
            from: formatLicenceDate(operator.licence.validFrom, locale),
            until: formatLicenceDate(operator.licence.validUntil, locale),
          })}{' '}
          <a className="site-footer__onjn" href={ONJN_URL} rel="noopener noreferrer">
            {t('footer.onjn')}
          </a>
        </p>
      </div>
    </div>
  );
}

/**
 * What a licensed Romanian operator shows at the foot of every page (issue 41 item 10, ADR 0058): the
 * 18+ notice, responsible-gambling help, payment methods, the ANPC links, the operator and its ONJN
 * licence, then the legal links, the cookie settings, the language and the theme. Its bottom padding
 * leaves room for the web messages docked at the viewport's bottom (`--web-messages-space`).
 */
export function SiteFooter() {
  const t = useT();
  const { operator } = usePublicConfig();
  return (
    <footer className="site-footer">
      <AgeNotice />
      <div className="site-footer__columns">
        <ResponsibleGambling helpline={operator.helpline} />
        <PaymentMethods />
        <ConsumerProtection />
      </div>
      <OperatorDetails />
      <div className="site-footer__bottom">
        <nav aria-label={t('footer.legal')}>
          <PortalLink to={portalPath('/pagina/:slug', { slug: 'termeni-si-conditii' })}>
            {t('footer.terms')}
          </PortalLink>
          <PortalLink to={RESPONSIBLE_PAGE}>{t('footer.responsible')}</PortalLink>
          <CookieSettingsButton />
        </nav>
        <div className="site-footer__preferences">
          <LanguageLinks />
          <ThemeSwitch withLabel />
        </div>
      </div>
    </footer>
  );
}
