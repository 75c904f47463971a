import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import type { StaffSetupChallenge } from '@veritex/shared';
import { Alert, Button, Card, Form, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorField, serverMessage } from './api';
import { useLogin } from './queries';
import { StaffSetupCard } from './StaffSetupCard';
import type { SignedOutReason } from './staffSession';

interface LoginFields {
  username: string;
  password: string;
  totp: string;
}

/** Empty only at a first sign-in or after a reset (the server then asks for the setup step). */
const TOTP_PATTERN = /^(\d{6})?$/;
const FIELD_NAMES: ReadonlySet<string> = new Set(['username', 'password', 'totp']);

export function LoginPage({ signedOutReason }: { signedOutReason: SignedOutReason }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginFields>();
  const login = useLogin();
  const [setup, setSetup] = useState<StaffSetupChallenge['setup'] | null>(null);

  const onFinish = (fields: LoginFields) => {
    login.mutate(
      { username: fields.username.trim(), password: fields.password, totp: fields.totp.trim() },
      {
        onSuccess: (answer) => {
          if ('setup' in answer) setSetup(answer.setup);
        },
        onError: (error) => {
          // An authenticator code is worth one try: clear it so the next attempt uses a fresh one.
          form.setFieldValue('totp', '');
          const field = errorField(error);
          const text = serverMessage(error);
          if (field && text && FIELD_NAMES.has(field)) form.setFields([{ name: field as keyof LoginFields, errors: [text] }]);
        },
      },
    );
  };

  const page = { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: token.colorBgLayout, padding: 24 } as const;
  if (setup) {
    return (
      <div style={page}>
        <StaffSetupCard
          setup={setup}
          onBack={() => {
            setSetup(null);
            form.resetFields(['password', 'totp']);
          }}
        />
      </div>
    );
  }
  return (
    <div style={page}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, letterSpacing: 1, textTransform: 'uppercase' }}>
          {t('brand')}
        </Typography.Text>
        <Typography.Title level={3} style={{ marginTop: 4 }}>
          {t('login.title')}
        </Typography.Title>
        {signedOutReason === 'expired' && <Alert type="warning" showIcon title={t('login.sessionExpired')} style={{ marginBottom: 16 }} />}
        {signedOutReason === 'signed_out' && <Alert type="success" showIcon title={t('login.signedOut')} style={{ marginBottom: 16 }} />}
        <Alert type="info" showIcon icon={<SafetyCertificateOutlined />} title={t('login.totpNotice')} style={{ marginBottom: 20 }} />
        <Form<LoginFields>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={login.isPending}
          data-testid="admin-login-form"
          initialValues={{ username: '', password: '', totp: '' }}
        >
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus data-testid="admin-username" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="admin-password" />
          </Form.Item>
          <Form.Item
            name="totp"
            label={t('login.totp')}
            extra={
              <>
                {t('login.totpHelp')} {t('staffDesk.setup.firstSignIn')}
              </>
            }
            normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
            rules={[{ pattern: TOTP_PATTERN, message: t('login.totpInvalid') }]}
          >
            <Input
              prefix={<SafetyCertificateOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('login.totpPlaceholder')}
              style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 4 }}
              data-testid="admin-totp"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="admin-login-submit">
            {t('login.submit')}
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: token.fontSizeSM }}>
          {t('login.separateNotice')}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
