import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { NotifySummary } from '../news/index';
import { AccountOverview } from './AccountOverview';
import { SecuritySummary } from './SecuritySummary';
import { SessionsCard } from './SessionsCard';

/** Account management (/setting, spec §2 user centre): who the account is, and where it is signed in. */
export default function SettingPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('routes.setting')} testId="page-setting">
      <div className="vx-setting">
        <SecuritySummary />
        <AccountOverview />
        <SessionsCard />
        <NotifySummary />
      </div>
    </PageFrame>
  );
}
