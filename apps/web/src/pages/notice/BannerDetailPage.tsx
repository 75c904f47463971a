import { ArrowRightOutlined } from '@ant-design/icons';
import { ERROR_CODES } from '@veritex/shared';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState, ErrorState } from '../../components/States';
import { useTo } from '../../router/layout-context';
import { ContentHtml } from './ContentHtml';
import { FallbackNote } from './NoticeParts';
import { useBanner } from './noticeApi';
import './notice.css';

/** A banner's link: a page of this site stays in the app; an https address opens in a new tab. */
export function BannerAction({ link, label, testId }: { link: string; label: string; testId: string }) {
  const to = useTo();
  if (link.startsWith('/')) {
    return (
      <LinkButton to={to(link)} type="primary" size="large" icon={<ArrowRightOutlined className="vx-flip-rtl" />} iconPlacement="end" data-testid={testId}>
        {label}
      </LinkButton>
    );
  }
  return (
    <Button href={link} target="_blank" rel="noopener noreferrer nofollow" type="primary" size="large" data-testid={testId}>
      {label}
    </Button>
  );
}

function BannerDetailContent() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useBanner(id);
  if (!id || (query.isError && query.error instanceof ApiError && query.error.code === ERROR_CODES.not_found)) {
    return (
      <PageFrame title={t('banner.title')} testId="page-banner-detail" narrow>
        <EmptyState text={t('banner.notFound')} testId="banner-not-found" />
      </PageFrame>
    );
  }
  if (query.isPending) {
    return (
      <PageFrame title={<Skeleton.Input active size="small" />} testId="page-banner-detail" narrow>
        <div className="vx-banner-detail__figure" aria-busy="true" />
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={t('banner.title')} testId="page-banner-detail" narrow>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </PageFrame>
    );
  }
  const banner = query.data;
  return (
    <PageFrame title={<span data-testid="banner-detail-title">{banner.title}</span>} testId="page-banner-detail" narrow>
      <figure className="vx-banner-detail__figure">
        <img src={banner.image_url} alt="" className="vx-banner-detail__image" />
      </figure>
      {banner.subtitle ? <p className="vx-banner-detail__subtitle">{banner.subtitle}</p> : null}
      {banner.fallback ? <FallbackNote shown={banner.lang} /> : null}
      {banner.html ? <ContentHtml html={banner.html} lang={banner.lang} testId="banner-body" /> : null}
      <div className="vx-banner-detail__action">
        <BannerAction link={banner.link} label={t('banner.go')} testId="banner-detail-go" />
      </div>
    </PageFrame>
  );
}

/** /bannerDetail?id=: a home banner's own page (picture, title, text, and where it leads). */
export default function BannerDetailPage() {
  return (
    <NamespaceFrame titleKey="bannerDetail" testId="page-banner-detail">
      <BannerDetailContent />
    </NamespaceFrame>
  );
}
