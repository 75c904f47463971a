import { updatePasswordInputSchema } from '@veritex/shared';
import { App, Button, Form, Result, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePublicParams } from '../../api/queries';
import type { SessionUser } from '../../api/types';
import { webApi } from '../../api/web';
import { AccountField, CodeField, PasswordField, useSendCode } from '../../components/auth/AccountFields';
import { AuthFrame } from '../../components/auth/AuthFrame';
import { type AccountMode, type AccountValues, accountPayload, defaultCountry } from '../../components/auth/account';
import { showSubmitError, useSchemaRule } from '../../components/auth/form-utils';
import { LinkButton } from '../../components/LinkButton';
import { useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';

interface ResetValues extends AccountValues {
  code?: string;
  password?: string;
  password2?: string;
}

/** The signed-in user's own accounts, to prefill "change password" (the phone tab first if there is a phone). */
function ownAccounts(user: SessionUser | null): Partial<Record<AccountMode, string>> {
  const own: Partial<Record<AccountMode, string>> = {};
  if (user?.phone) own.mobile = user.phone;
  if (user?.email) own.email = user.email;
  return own;
}

/** Forgot password (/forgetpwd) and change password (/forgetpwd?type=changepwd): a code by e-mail or SMS, then the new password. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const to = useTo();
  const [searchParams] = useSearchParams();
  const { token, user } = useSession();
  const params = usePublicParams();
  const changing = searchParams.get('type') === 'changepwd';
  const own = changing && token ? ownAccounts(user) : {};
  const [form] = Form.useForm<ResetValues>();
  const [mode, setMode] = useState<AccountMode>(own.mobile && !own.email ? 'mobile' : 'email');
  const [submitting, setSubmitting] = useState(false);
  const [changedWhileSignedIn, setChangedWhileSignedIn] = useState(false);

  const toPayload = useCallback(
    (values: ResetValues) => ({ ...accountPayload(mode, values), code: values.code ?? '', password: values.password ?? '', password2: values.password2 ?? '' }),
    [mode],
  );
  const rule = useSchemaRule(updatePasswordInputSchema, toPayload);
  const sendCode = useSendCode(form, mode, 'reset');
  const title = changing ? t('auth.reset.changeTitle') : t('auth.reset.title');

  function switchMode(next: AccountMode) {
    setMode(next);
    form.resetFields(['account', 'code']);
    if (own[next]) form.setFieldValue('account', own[next]);
  }

  async function submit(values: ResetValues) {
    if (submitting) return;
    setSubmitting(true);
    try {
      await webApi.call('updatePassword', toPayload(values), { silent: 'field' });
      if (token) {
        setChangedWhileSignedIn(true);
      } else {
        void message.success(t('auth.reset.success'));
        navigate(to('/login'), { replace: true });
      }
    } catch (error) {
      showSubmitError(form, error, t('common.networkError'));
    } finally {
      setSubmitting(false);
    }
  }

  if (changedWhileSignedIn) {
    return (
      <AuthFrame title={title} testId="page-forgetpwd">
        <Result
          status="success"
          title={t('auth.reset.changedTitle')}
          subTitle={t('auth.reset.otherSessionsEnded')}
          extra={
            <LinkButton to={to('/setting')} type="primary" data-testid="reset-done">
              {t('auth.reset.backToAccount')}
            </LinkButton>
          }
          data-testid="reset-success"
        />
      </AuthFrame>
    );
  }

  const passwordHint = params.data ? t('auth.fields.passwordRule', { min: params.data.password_min, max: params.data.password_max }) : undefined;
  return (
    <AuthFrame
      title={title}
      subtitle={changing ? t('auth.reset.changeSubtitle') : t('auth.reset.subtitle')}
      testId="page-forgetpwd"
      footer={
        token ? null : (
          <Link to={to('/login')} data-testid="reset-to-login">
            {t('auth.reset.backToLogin')}
          </Link>
        )
      }
    >
      <Tabs
        activeKey={mode}
        onChange={(key) => switchMode(key as AccountMode)}
        items={[
          { key: 'email', label: <span data-testid="reset-tab-email">{t('auth.tabs.email')}</span> },
          { key: 'mobile', label: <span data-testid="reset-tab-mobile">{t('auth.tabs.mobile')}</span> },
        ]}
      />
      <Form<ResetValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ country: defaultCountry(), account: own[mode] }}
        onFinish={(values) => void submit(values)}
        data-testid="reset-form"
      >
        <AccountField mode={mode} rule={rule} testId="reset" disabled={own[mode] !== undefined} />
        <CodeField mode={mode} rule={rule} onSend={sendCode} testId="reset" />
        <PasswordField
          name="password"
          label={t('auth.fields.newPassword')}
          rule={rule}
          testId="reset-password"
          autoComplete="new-password"
          extra={passwordHint}
        />
        <PasswordField
          name="password2"
          label={t('auth.fields.password2')}
          rule={rule}
          testId="reset-password2"
          autoComplete="new-password"
          dependencies={['password']}
        />
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="reset-submit">
          {changing ? t('auth.reset.changeSubmit') : t('auth.reset.submit')}
        </Button>
      </Form>
    </AuthFrame>
  );
}
