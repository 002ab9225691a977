import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAYMENT_ICON_COUNT, type ResourceType, type Whitelabel } from 'shared-contracts';
import { Button, buttonClassName } from 'shared-ui';

import { useAssetUrl } from '../../api/assetUrl';
import { findResource, useResources } from '../../api/resources';
import { useWhitelabel } from '../../api/whitelabel';
import { useHost } from '../../host/hostContext';
import { useNearScreen } from '../../lib/useNearScreen';
import { useLanguage } from '../../state/useLanguage';
import { useTheme } from '../../state/useTheme';
import { Icon } from '../icons/Icon';
import { QueryView } from '../QueryView';
import styles from './Footer.module.css';

/** Social accounts the footer may show, in this order, each only when configured. */
export const FOOTER_SOCIAL_TYPES = [
  'YOUTUBE',
  'INSTAGRAM',
  'FACEBOOK',
  'TWITTER',
  'TIKTOK',
  'LINE',
] as const satisfies readonly ResourceType[];

/** A page the platform serves (a path, like the affiliate application) opens in the site's language and theme. */
export const withPageContext = (url: string, language: string, theme: string) =>
  url.startsWith('/')
    ? `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}&theme=${encodeURIComponent(theme)}`
    : url;

const FooterContent = ({ brand }: { brand: Whitelabel }) => {
  const { t } = useTranslation();
  const { bus } = useHost();
  const { theme } = useTheme();
  const { language } = useLanguage();
  const toAsset = useAssetUrl();
  // The logos are asked for only when the footer comes near the screen (useNearScreen says why);
  // until then each is an image without a source that still names its brand.
  const [logosRef, logosNear] = useNearScreen<HTMLElement>();
  const logo = (path: string) => (logosNear ? toAsset(path) : undefined);
  const { data: resources } = useResources();
  const affiliate = findResource(resources, 'AFFILIATELINK');
  const socials = FOOTER_SOCIAL_TYPES.flatMap((type) => {
    const resource = findResource(resources, type);
    return resource ? [{ type, url: resource.url }] : [];
  });

  return (
    <div className={styles.inner}>
      <section aria-labelledby="footer-about">
        <h2 id="footer-about" className={styles.heading}>
          {t('footer.about')}
        </h2>
        <p className={styles.text}>{brand.footer.aboutTexts?.[language] ?? brand.footer.about}</p>
        <div className={styles.buttons}>
          {affiliate ? (
            // A link, not a scripted popup: it works before the page has hydrated, in a new tab
            // that cannot reach back into the site.
            <a
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              href={withPageContext(affiliate.url, language, theme)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('footer.affiliates')}
              <span className="visually-hidden"> ({t('common.newTab')})</span>
            </a>
          ) : null}
          {/* Agents sign in on their own form: beside the affiliate programme they joined by. */}
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            to={{ pathname: '/login', search: '?agent=1' }}
          >
            {t('footer.agentLogin')}
          </Link>
          <Button variant="ghost" size="sm" onClick={() => bus.publish({ type: 'OpenDownload' })}>
            <Icon name="download" size={16} />
            {t('footer.appDownload')}
          </Button>
        </div>
      </section>

      <nav aria-labelledby="footer-help">
        <h2 id="footer-help" className={styles.heading}>
          {t('footer.help')}
        </h2>
        <ul className={styles.links}>
          {brand.footer.helpLinks.map((link) => (
            <li key={link.anchor}>
              <Link to={{ pathname: '/help', hash: link.anchor }}>
                {link.titles?.[language] ?? link.title}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/contactUs">{t('footer.contactUs')}</Link>
          </li>
        </ul>
      </nav>

      {socials.length > 0 ? (
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('footer.followUs')}
          </h2>
          <ul className={styles.socials}>
            {socials.map(({ type, url }) => (
              <li key={type}>
                <a
                  className={styles.social}
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(`social.${type}`)} (${t('common.newTab')})`}
                  title={t(`social.${type}`)}
                >
                  <Icon name={type} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section ref={logosRef} className={styles.wide} aria-labelledby="footer-payments">
        <h2 id="footer-payments" className={styles.heading}>
          {t('footer.payments')}
        </h2>
        <ul className={styles.logos}>
          {brand.footer.payments.slice(0, PAYMENT_ICON_COUNT).map((payment) => (
            <li key={payment.name} className={styles.payment}>
              <img src={logo(payment.icon)} alt={payment.name} height={28} />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.wide} aria-labelledby="footer-partners">
        <h2 id="footer-partners" className={styles.heading}>
          {t('footer.partners')}
        </h2>
        <ul className={styles.logos}>
          {brand.footer.partners.map((partner) => (
            <li key={partner.name} className={styles.partner}>
              <img
                src={logo(theme === 'dark' ? partner.darkLogo : partner.lightLogo)}
                alt={partner.name}
                height={32}
              />
            </li>
          ))}
        </ul>
      </section>

      <div className={`${styles.wide} ${styles.bottom}`}>
        <Link to="/responsible-gaming" className={styles.saferGambling}>
          <img
            className={styles.responsibility}
            src={logo(brand.footer.responsibilityImage)}
            alt=""
            height={40}
          />
          {t('footer.saferGambling')}
        </Link>
        <p className={styles.copyright}>
          {/* The brand's founding year to this year: "© 2022-2026". */}
          {t('footer.copyright', {
            year: yearsSince(brand.footer.copyrightYear),
            brand: brand.brandName,
          })}
        </p>
      </div>
    </div>
  );
};

/** From the founding year to the current one ("2022-2026"), or the one year. */
const yearsSince = (founded: number): string => {
  const now = new Date().getFullYear();
  return now > founded ? `${founded}-${now}` : String(founded);
};

/** The site footer: about, help links, socials, payments, partners and copyright. */
export const Footer = () => {
  const { t } = useTranslation();
  const brand = useWhitelabel();
  return (
    <footer className={styles.footer}>
      <QueryView query={brand} loadingLabel={t('footer.loading')} errorMessage={t('footer.error')}>
        {(data) => <FooterContent brand={data} />}
      </QueryView>
    </footer>
  );
};
