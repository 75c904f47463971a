import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/PageFrame';
import { useRouteTitleKey } from '../layout/usePageTitle';

/** Routes whose screens arrive in later issues: the frame with the page's title. */
export default function TitleFramePage() {
  const { t } = useTranslation();
  const key = useRouteTitleKey() ?? 'notFound';
  return <PageFrame title={t(`routes.${key}`)} testId={`page-${key}`} />;
}
