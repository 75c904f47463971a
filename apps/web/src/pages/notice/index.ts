import './notice.css';

export { BannerAction } from './BannerDetailPage';
export { ContentHtml } from './ContentHtml';
export { UnreadDot } from './NoticeParts';
export { useAnnouncements, useBanners } from './noticeApi';
