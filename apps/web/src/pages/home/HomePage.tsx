import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { MarketSection } from '../../components/market/MarketSection';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { AnnouncementStrip } from './AnnouncementStrip';
import { BannerCarousel } from './BannerCarousel';
import { Features } from './Features';
import { Hero } from './Hero';

function SignUpBand() {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <section className="vx-band" data-testid="home-band">
      <div className="vx-band__inner vx-container">
        <div>
          <h2 className="vx-band__title">{t('home.band.title')}</h2>
          <p className="vx-band__text">{t('home.band.text')}</p>
        </div>
        <LinkButton to={to('/register')} type="primary" size="large" data-testid="home-band-register">
          {t('home.band.action')}
        </LinkButton>
      </div>
    </section>
  );
}

export default function HomePage() {
  const { token } = useSession();
  const { phone } = useLayout();
  // Banners and announcements need the `content` strings; the rest of the page does not wait for them.
  const content = (
    <Suspense fallback={null}>
      <div className="vx-container vx-home__content">
        <BannerCarousel />
        <AnnouncementStrip />
      </div>
    </Suspense>
  );
  return (
    <div className="vx-home" data-testid="page-home">
      {/* On the phone the banners and news come first, as exchanges' apps open; on the desktop under the hero. */}
      {phone ? content : null}
      <Hero />
      {phone ? null : content}
      <div className="vx-container vx-home__market">
        <MarketSection />
      </div>
      <Features />
      {token ? null : <SignUpBand />}
    </div>
  );
}
