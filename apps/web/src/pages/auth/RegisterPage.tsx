import { registerInputSchema } from '@veritex/shared';
import { App, Button, Checkbox, Form, Input, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { usePublicParams } from '../../api/queries';
import { webApi } from '../../api/web';
import { AccountField, CodeField, PasswordField, useSendCode, VALIDATE_DEBOUNCE_MS } from '../../components/auth/AccountFields';
import { AuthFrame } from '../../components/auth/AuthFrame';
import { type AccountMode, type AccountValues, accountPayload, defaultCountry } from '../../components/auth/account';
import { NationalitySelect } from '../../components/auth/CountrySelects';
import { errorText, showSubmitError, useSchemaRule } from '../../components/auth/form-utils';
import { useRedirectTarget } from '../../components/auth/useRedirectTarget';
import { useTo } from '../../router/layout-context';
import { session, useSession } from '../../session/store';

interface RegisterValues extends AccountValues {
  code?: string;
  password?: string;
  password2?: string;
  nationality?: string;
  invitation_code?: string;
  agree?: boolean;
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const to = useTo();
  const redirect = useRedirectTarget();
  const [searchParams] = useSearchParams();
  const { token } = useSession();
  const params = usePublicParams();
  const invitationRequired = params.data?.invitation_required === true;
  const [form] = Form.useForm<RegisterValues>();
  const [mode, setMode] = useState<AccountMode>('mobile');
  const [submitting, setSubmitting] = useState(false);

  const toPayload = useCallback(
    (values: RegisterValues) => ({
      type: mode,
      ...accountPayload(mode, values),
      code: values.code ?? '',
      password: values.password ?? '',
      password2: values.password2 ?? '',
      agree: values.agree === true,
      nationality: values.nationality ?? '',
      invitation_code: values.invitation_code?.trim() || undefined,
    }),
    [mode],
  );
  const rule = useSchemaRule(registerInputSchema, toPayload);
  const sendCode = useSendCode(form, mode, 'register');

  if (token) return <Navigate to={redirect} replace />;

  function switchMode(next: AccountMode) {
    setMode(next);
    form.resetFields(['account', 'code']);
  }

  async function submit(values: RegisterValues) {
    if (submitting) return;
    setSubmitting(true);
    try {
      // `agree` travels as 1/0, as the client sends every boolean.
      const answer = await webApi.call('userRegister', toPayload(values), { silent: 'field' });
      session.signIn(answer);
      void message.success(t('auth.register.success'));
    } catch (error) {
      showSubmitError(form, error, t('common.networkError'));
    } finally {
      setSubmitting(false);
    }
  }

  const passwordHint = params.data ? t('auth.fields.passwordRule', { min: params.data.password_min, max: params.data.password_max }) : undefined;

  return (
    <AuthFrame
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      testId="page-register"
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={to('/login')} data-testid="register-to-login">
            {t('auth.register.logIn')}
          </Link>
        </>
      }
    >
      <Tabs
        activeKey={mode}
        onChange={(key) => switchMode(key as AccountMode)}
        items={[
          { key: 'mobile', label: <span data-testid="register-tab-mobile">{t('auth.tabs.mobile')}</span> },
          { key: 'email', label: <span data-testid="register-tab-email">{t('auth.tabs.email')}</span> },
        ]}
      />
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ country: defaultCountry(), invitation_code: searchParams.get('invite') ?? '', agree: false }}
        onFinish={(values) => void submit(values)}
        data-testid="register-form"
      >
        <AccountField mode={mode} rule={rule} testId="register" />
        <CodeField mode={mode} rule={rule} onSend={sendCode} testId="register" />
        <PasswordField
          name="password"
          label={t('auth.fields.password')}
          rule={rule}
          testId="register-password"
          autoComplete="new-password"
          extra={passwordHint}
        />
        <PasswordField
          name="password2"
          label={t('auth.fields.password2')}
          rule={rule}
          testId="register-password2"
          autoComplete="new-password"
          dependencies={['password']}
        />
        <Form.Item name="nationality" label={t('auth.fields.nationality')} rules={[rule('nationality')]} extra={t('auth.register.nationalityFixed')}>
          <NationalitySelect testId="register-nationality" />
        </Form.Item>
        <Form.Item
          name="invitation_code"
          label={invitationRequired ? t('auth.fields.invitation') : t('auth.fields.invitationOptional')}
          validateDebounce={VALIDATE_DEBOUNCE_MS}
          rules={[
            rule('invitation_code'),
            {
              validator: async (_, value: string | undefined) => {
                if (invitationRequired && !value?.trim()) throw new Error(errorText(t, 'invitation_required'));
              },
            },
          ]}
        >
          <Input placeholder={t('auth.fields.invitationPlaceholder')} maxLength={16} data-testid="register-invitation" />
        </Form.Item>
        <Form.Item name="agree" valuePropName="checked" rules={[rule('agree')]}>
          <Checkbox data-testid="register-agree">
            <Trans
              t={t}
              i18nKey="auth.register.agree"
              components={{ link: <Link to={to('/agrt')} target="_blank" rel="noopener" data-testid="register-agreement-link" /> }}
            />
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
          {t('auth.register.submit')}
        </Button>
      </Form>
    </AuthFrame>
  );
}
