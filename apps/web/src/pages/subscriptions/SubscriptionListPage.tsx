import TitleFramePage from '../TitleFramePage';

/** Replaced by the real page in issue 14. */
export default function SubscriptionListPage() {
  return <TitleFramePage />;
}
