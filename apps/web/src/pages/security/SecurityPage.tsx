import { DashboardOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { SecurityChangeAnswer, SecurityEventKind, SecurityFactor, SecurityOverview } from '@veritex/shared';
import { App, Skeleton } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { refreshAfterSecurityChange, useSecurityOverview } from '../../api/security';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';
import { ActivityCard } from './ActivityCard';
import { AntiPhishingDialog, type ChangeDialogProps, EmailDialog, PasswordDialog, QuestionDialog } from './ChangeDialogs';
import { LevelCard } from './LevelCard';
import { ChangeNotice, type ChangeOutcome, HoldBanner } from './Notices';
import { ProtectionList, type SecurityDialogKey } from './ProtectionList';
import { TwoFactorDisableDialog, TwoFactorSetupDialog } from './TwoFactorDialogs';
import { VisitorIntro } from './VisitorIntro';
import '../../security.css';

/** The factors whose step opens a dialog on this page (the others have their own page). */
const DIALOG_OF_FACTOR: Partial<Record<SecurityFactor, SecurityDialogKey>> = { email: 'email', two_factor: 'two_factor_on', question: 'question' };
/** `/security#…` targets (SECURITY_FACTOR_PATH, feature-gate links) and the dialog each opens when its factor is missing. */
const DIALOG_OF_HASH: Record<string, { dialog: SecurityDialogKey; factor?: SecurityFactor }> = {
  '#email': { dialog: 'email', factor: 'email' },
  '#two-factor': { dialog: 'two_factor_on', factor: 'two_factor' },
  '#question': { dialog: 'question', factor: 'question' },
  '#anti-phishing': { dialog: 'anti_phishing' },
};

const DIALOGS: Record<SecurityDialogKey, (props: ChangeDialogProps) => ReactNode> = {
  email: EmailDialog,
  password: PasswordDialog,
  question: QuestionDialog,
  anti_phishing: AntiPhishingDialog,
  two_factor_on: TwoFactorSetupDialog,
  two_factor_off: TwoFactorDisableDialog,
};

/** A `/security#email` link opens the e-mail dialog once the overview is in, when that factor is still missing. */
function useHashDialog(overview: SecurityOverview | undefined, open: (dialog: SecurityDialogKey) => void): void {
  const { hash } = useLocation();
  const [handled, setHandled] = useState('');
  useEffect(() => {
    if (!overview || hash === handled) return;
    setHandled(hash);
    const target = DIALOG_OF_HASH[hash];
    if (!target) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
    if (!target.factor || !overview.factors[target.factor]) open(target.dialog);
  }, [overview, hash, handled, open]);
}

function SignedInSecurity() {
  const { t } = useTranslation('security');
  const { message } = App.useApp();
  const { phone } = useLayout();
  const to = useTo();
  const queryClient = useQueryClient();
  const query = useSecurityOverview();
  const [dialog, setDialog] = useState<SecurityDialogKey | null>(null);
  const [outcome, setOutcome] = useState<ChangeOutcome | null>(null);
  useHashDialog(query.data, setDialog);

  if (query.isPending) {
    return (
      <div className="vx-sec" aria-busy="true" data-testid="security-loading">
        <section className="vx-card vx-card__body">
          <Skeleton active avatar paragraph={{ rows: 3 }} />
        </section>
        <section className="vx-card vx-card__body">
          <Skeleton active paragraph={{ rows: 8 }} />
        </section>
      </div>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const overview = query.data;
  function done(kind: SecurityEventKind, answer: SecurityChangeAnswer) {
    setDialog(null);
    setOutcome({ kind, answer });
    void message.success(t(`done.${kind}`));
    void refreshAfterSecurityChange(queryClient);
  }
  const Dialog = dialog ? DIALOGS[dialog] : null;
  // The notice of a change that started a hold already says when it ends.
  const showHold = overview.withdraw_hold !== null && !outcome?.answer.withdraw_hold;

  return (
    <div className={phone ? 'vx-sec vx-sec--phone' : 'vx-sec'} data-testid="security-centre" data-level={overview.level}>
      {outcome ? (
        <ChangeNotice
          key={`${outcome.kind}-${outcome.answer.withdraw_hold?.at ?? ''}`}
          outcome={outcome}
          hours={overview.hold_hours}
          onClose={() => setOutcome(null)}
        />
      ) : null}
      {showHold && overview.withdraw_hold ? <HoldBanner hold={overview.withdraw_hold} hours={overview.hold_hours} /> : null}
      <LevelCard overview={overview} onOpen={(factor) => setDialog(DIALOG_OF_FACTOR[factor] ?? null)} />
      <div className="vx-sec__columns">
        <ProtectionList overview={overview} onOpen={setDialog} />
        <ActivityCard events={overview.events} />
      </div>
      {/* Responsible trading (issue 18): limits, cool-off and self-exclusion sit beside the account's protections. */}
      <LinkButton to={to('/limits')} icon={<DashboardOutlined />} className="vx-sec__limits" data-testid="security-limits-link">
        {t('web:routes.limits')}
      </LinkButton>
      {Dialog ? <Dialog open overview={overview} onClose={() => setDialog(null)} onDone={done} /> : null}
    </div>
  );
}

/**
 * The security centre (/security, spec §2): public; a visitor reads what it is, a signed-in user
 * sees the level (strong, weak, dangerous), the steps to raise it, every protection with its
 * action, the withdrawal hold after a change (spec §9) and the recent security activity.
 */
export default function SecurityPage() {
  const { t } = useTranslation('security');
  const { token } = useSession();
  return (
    <PageFrame title={t('web:routes.security')} testId="page-security">
      <p className="vx-page-lead vx-sec-lead-top">{t('pageLead')}</p>
      {token ? <SignedInSecurity /> : <VisitorIntro />}
    </PageFrame>
  );
}
