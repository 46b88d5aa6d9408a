import { useT } from '~/shared/i18n/i18n';
import { requestConsentBanner } from './banner-requests';
import './cookie-consent.css';

/** The footer's "Cookie settings": the consent banner again, with the stored choice. */
export function CookieSettingsButton() {
  const t = useT();
  return (
    <button type="button" className="cookie-settings-button" onClick={requestConsentBanner}>
      {t('cookieConsent.settings')}
    </button>
  );
}
