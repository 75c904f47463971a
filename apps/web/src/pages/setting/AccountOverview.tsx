import { CheckCircleFilled, ExclamationCircleFilled, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../api/queries';
import { LinkButton } from '../../components/LinkButton';
import { useCountryOptions } from '../../i18n/countries';
import { useFormat } from '../../i18n/format';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';

/** One labelled value of the overview grid. */
function Fact({ label, children, wide = false, testId }: { label: string; children: ReactNode; wide?: boolean; testId?: string }) {
  return (
    <div className={wide ? 'vx-fact vx-fact--wide' : 'vx-fact'}>
      <dt className="vx-fact__label">{label}</dt>
      <dd className="vx-fact__value" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function NotBound() {
  const { t } = useTranslation();
  return <span className="vx-muted">{t('setting.overview.notBound')}</span>;
}

/** A security item: what it is, its state, and the action that changes it. */
function SecurityRow({ icon, title, status, hint, action }: { icon: ReactNode; title: string; status?: ReactNode; hint: string; action: ReactNode }) {
  return (
    <div className="vx-secrow">
      <span className="vx-secrow__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="vx-secrow__text">
        <div className="vx-secrow__title">
          <span>{title}</span>
          {status}
        </div>
        <p className="vx-secrow__hint">{hint}</p>
      </div>
      <div className="vx-secrow__action">{action}</div>
    </div>
  );
}

/** Account overview: account, UID, contacts, nationality, invitation, registration, passwords. */
export function AccountOverview() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const format = useFormat();
  const countries = useCountryOptions();
  const { user } = useSession();
  // Refreshes the stored session (e.g. a transaction password set on another device); the page shows the store.
  useUserInfo();

  if (!user) {
    return (
      <section className="vx-card" data-testid="setting-overview" aria-busy="true">
        <div className="vx-card__body">
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
      </section>
    );
  }

  const country = countries.find((option) => option.code === user.nationality)?.name ?? user.nationality;
  const inviteLink = `${window.location.origin}/register?invite=${encodeURIComponent(user.invitation_code)}`;
  const tradePasswordSet = user.transaction_password === 1;

  return (
    <section className="vx-card" data-testid="setting-overview" aria-labelledby="setting-overview-title">
      <header className="vx-card__head">
        <h2 className="vx-card__title" id="setting-overview-title">
          {t('setting.overview.title')}
        </h2>
      </header>
      <div className="vx-profile">
        <Avatar size={phone ? 48 : 56} icon={<UserOutlined />} className="vx-profile__avatar" />
        <div className="vx-profile__text">
          <span className="vx-profile__account vx-ltr" data-testid="setting-account">
            {user.account}
          </span>
          <span className="vx-profile__meta">
            <span className="vx-muted">{t('setting.overview.uid')}</span>
            <Typography.Text copyable={{ text: user.id }} className="vx-num vx-ltr" data-testid="setting-uid">
              {user.id}
            </Typography.Text>
          </span>
        </div>
      </div>
      <dl className="vx-facts">
        <Fact label={t('setting.overview.email')} testId="setting-email">
          {user.email ? <span className="vx-ltr">{user.email}</span> : <NotBound />}
        </Fact>
        <Fact label={t('setting.overview.phone')} testId="setting-phone">
          {user.phone ? <span className="vx-ltr vx-num">{user.phone}</span> : <NotBound />}
        </Fact>
        <Fact label={t('setting.overview.nationality')} testId="setting-nationality">
          {country || <span className="vx-muted">—</span>}
        </Fact>
        <Fact label={t('setting.overview.registered')} testId="setting-registered">
          <span className="vx-num">{format.date(user.created_at)}</span>
        </Fact>
        <Fact label={t('setting.overview.invitationCode')}>
          <Typography.Text copyable={{ text: user.invitation_code }} strong className="vx-ltr" data-testid="setting-invitation-code">
            {user.invitation_code}
          </Typography.Text>
        </Fact>
        <Fact label={t('setting.overview.invitationLink')} wide>
          <Typography.Text copyable={{ text: inviteLink }} className="vx-fact__link vx-ltr" data-testid="setting-invitation-link">
            {inviteLink}
          </Typography.Text>
        </Fact>
      </dl>
      <div className="vx-security">
        <h3 className="vx-security__title">{t('setting.security.title')}</h3>
        <SecurityRow
          icon={<LockOutlined />}
          title={t('setting.security.loginPassword')}
          hint={t('setting.security.loginPasswordHint')}
          action={
            <LinkButton to={to('/forgetpwd?type=changepwd')} data-testid="setting-change-password">
              {t('setting.security.changePassword')}
            </LinkButton>
          }
        />
        <SecurityRow
          icon={<SafetyOutlined />}
          title={t('setting.security.tradePassword')}
          status={
            tradePasswordSet ? (
              <Tag color="success" icon={<CheckCircleFilled />} variant="filled" data-testid="setting-trade-password-status">
                {t('setting.security.set')}
              </Tag>
            ) : (
              <Tag color="warning" icon={<ExclamationCircleFilled />} variant="filled" data-testid="setting-trade-password-status">
                {t('setting.security.notSet')}
              </Tag>
            )
          }
          hint={t('setting.security.tradePasswordHint')}
          action={
            <LinkButton to={to('/bindmpwd')} type={tradePasswordSet ? 'default' : 'primary'} ghost={!tradePasswordSet} data-testid="setting-trade-password">
              {tradePasswordSet ? t('setting.security.change') : t('setting.security.setUp')}
            </LinkButton>
          }
        />
      </div>
    </section>
  );
}
