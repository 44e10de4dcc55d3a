export { AccountNoticeBanner, type AccountNoticeBannerProps } from './account-notice';
