/** The referral desk as the console's layout uses it. */
export { ReferralDeskPage } from './ReferralDeskPage';
