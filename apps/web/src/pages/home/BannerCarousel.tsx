import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import type { BannerItem } from '@veritex/shared';
import { Carousel } from 'antd';
import type { CarouselRef } from 'antd/es/carousel';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { useLayout, useTo } from '../../router/layout-context';
import { BannerAction, useBanners } from '../notice';

const AUTOPLAY_MS = 6000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function Slide({ banner, index, count }: { banner: BannerItem; index: number; count: number }) {
  const { t, i18n } = useTranslation('content');
  const to = useTo();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group with the "slide" role description; a fieldset is for form controls
    <div
      className="vx-banner"
      // The carousel's track runs left to right whatever the page's direction; the slide's own content follows the language.
      dir={i18n.dir()}
      role="group"
      aria-roledescription={t('banner.slide')}
      aria-label={t('banner.position', { index: index + 1, count })}
      data-testid="home-banner"
      data-id={banner.id}
    >
      <img className="vx-banner__image" src={banner.image_url} alt="" draggable={false} />
      <div className="vx-banner__shade" />
      <div className="vx-banner__text">
        <h2 className="vx-banner__title" data-testid="home-banner-title">
          {banner.title}
        </h2>
        {banner.subtitle ? <p className="vx-banner__subtitle">{banner.subtitle}</p> : null}
        <div className="vx-banner__actions">
          <BannerAction link={banner.link} label={t('banner.go')} testId="home-banner-go" />
          {banner.has_detail ? (
            <LinkButton to={to(`/bannerDetail?id=${banner.id}`)} size="large" ghost data-testid="home-banner-detail">
              {t('banner.details')}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The home page's banners (web/getBanner): one wide slide at a time, advancing every 6 s unless the
 * reader hovers, focuses inside it, pauses it, or asks the system for less motion. Mirrors in Arabic.
 */
export function BannerCarousel() {
  const { t } = useTranslation('content');
  const { phone } = useLayout();
  const query = useBanners();
  const carousel = useRef<CarouselRef>(null);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [focused, setFocused] = useState(false);
  const items = query.data?.items ?? [];
  const playing = !paused && !focused && items.length > 1;

  useEffect(() => {
    // react-slick reads autoplay at mount; the pause control and focus switch it afterwards.
    if (playing) carousel.current?.innerSlider?.autoPlay?.('play');
    else carousel.current?.innerSlider?.pause?.('paused');
  }, [playing]);

  if (query.isPending) return <div className="vx-banners vx-banners--loading" aria-busy="true" data-testid="home-banners-loading" />;
  if (query.isError || items.length === 0) return null;
  return (
    <section
      className={phone ? 'vx-banners vx-banners--phone' : 'vx-banners'}
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
      data-testid="home-banners"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Carousel
        ref={carousel}
        autoplay={playing}
        autoplaySpeed={AUTOPLAY_MS}
        pauseOnHover
        pauseOnFocus
        dots={{ className: 'vx-banners__dots' }}
        draggable
        adaptiveHeight={false}
      >
        {items.map((banner, index) => (
          <Slide key={banner.id} banner={banner} index={index} count={items.length} />
        ))}
      </Carousel>
      {items.length > 1 ? (
        <button
          type="button"
          className="vx-banners__pause"
          aria-label={paused ? t('banner.play') : t('banner.pause')}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          data-testid="home-banners-pause"
        >
          {paused ? <CaretRightOutlined /> : <PauseOutlined />}
        </button>
      ) : null}
    </section>
  );
}
