import { loginInputSchema, tempLoginInputSchema } from '@veritex/shared';
import { App, Button, Form, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { isTwoFactorChallenge } from '../../api/security';
import { webApi } from '../../api/web';
import { AccountField, CodeField, PasswordField, useSendCode } from '../../components/auth/AccountFields';
import { AuthFrame } from '../../components/auth/AuthFrame';
import { type AccountMode, type AccountValues, accountPayload, defaultCountry } from '../../components/auth/account';
import { showSubmitError, useSchemaRule } from '../../components/auth/form-utils';
import { useRedirectTarget } from '../../components/auth/useRedirectTarget';
import { useTo } from '../../router/layout-context';
import { session, useSession } from '../../session/store';
import { LoginSecondStep } from '../security/index';

type Method = 'password' | 'code';

interface LoginValues extends AccountValues {
  password?: string;
  code?: string;
}

export default function LoginPage() {
  const { t } = useTranslation(['web', 'security']);
  const { message } = App.useApp();
  const to = useTo();
  const redirect = useRedirectTarget();
  const { token } = useSession();
  const [form] = Form.useForm<LoginValues>();
  const [mode, setMode] = useState<AccountMode>('email');
  const [method, setMethod] = useState<Method>('password');
  const [submitting, setSubmitting] = useState(false);
  /** Set when the account has two-factor on: the second step asks for its code. */
  const [challenge, setChallenge] = useState<string | null>(null);

  const toPasswordPayload = useCallback((values: LoginValues) => ({ ...accountPayload(mode, values), password: values.password ?? '' }), [mode]);
  const toCodePayload = useCallback((values: LoginValues) => ({ ...accountPayload(mode, values), code: values.code ?? '' }), [mode]);
  const passwordRule = useSchemaRule(loginInputSchema, toPasswordPayload);
  const codeRule = useSchemaRule(tempLoginInputSchema, toCodePayload);
  const rule = method === 'password' ? passwordRule : codeRule;
  const sendCode = useSendCode(form, mode, 'login');

  if (token) return <Navigate to={redirect} replace />;

  function switchMode(next: AccountMode) {
    setMode(next);
    form.resetFields(['account', 'code']);
  }

  async function submit(values: LoginValues) {
    if (submitting) return;
    setSubmitting(true);
    try {
      const answer =
        method === 'password'
          ? await webApi.call('userLogin', toPasswordPayload(values), { silent: 'field' })
          : await webApi.call('tempLogin', toCodePayload(values), { silent: 'field' });
      if (isTwoFactorChallenge(answer)) {
        setChallenge(answer.challenge);
        return;
      }
      session.signIn(answer);
      void message.success(t('auth.login.success'));
    } catch (error) {
      showSubmitError(form, error, t('common.networkError'));
    } finally {
      setSubmitting(false);
    }
  }

  if (challenge) {
    return (
      <AuthFrame title={t('security:login.title')} testId="page-login">
        <LoginSecondStep
          challenge={challenge}
          onBack={() => {
            setChallenge(null);
            form.resetFields(['password', 'code']);
          }}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      testId="page-login"
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={to('/register')} data-testid="login-to-register">
            {t('auth.login.signUp')}
          </Link>
        </>
      }
    >
      <Tabs
        activeKey={mode}
        onChange={(key) => switchMode(key as AccountMode)}
        items={[
          { key: 'email', label: <span data-testid="login-tab-email">{t('auth.tabs.email')}</span> },
          { key: 'mobile', label: <span data-testid="login-tab-mobile">{t('auth.tabs.mobile')}</span> },
        ]}
      />
      <Form<LoginValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ country: defaultCountry() }}
        onFinish={(values) => void submit(values)}
        data-testid="login-form"
      >
        <AccountField mode={mode} rule={rule} testId="login" />
        {method === 'password' ? (
          <PasswordField name="password" label={t('auth.fields.password')} rule={passwordRule} testId="login-password" autoComplete="current-password" />
        ) : (
          <CodeField mode={mode} rule={codeRule} onSend={sendCode} testId="login" label={t('auth.fields.loginCode')} />
        )}
        <div className="vx-auth__row">
          <Link to={to('/forgetpwd')} data-testid="login-forgot">
            {t('auth.login.forgot')}
          </Link>
          <Button
            type="link"
            className="vx-auth__switch"
            onClick={() => {
              setMethod(method === 'password' ? 'code' : 'password');
              form.resetFields(['password', 'code']);
            }}
            data-testid="login-method-switch"
          >
            {method === 'password' ? t('auth.login.useCode') : t('auth.login.usePassword')}
          </Button>
        </div>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
      </Form>
    </AuthFrame>
  );
}
