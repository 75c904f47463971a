export { AnnouncementsDeskPage } from './AnnouncementsDeskPage';
export { BannersDeskPage } from './BannersDeskPage';
