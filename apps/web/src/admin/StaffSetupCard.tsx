import { LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { StaffSetupChallenge } from '@veritex/shared';
import { Alert, Button, Card, Flex, Form, Input, Typography, theme } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from './api';
import { placeFieldError } from './components';
import { useCompleteStaffSetup } from './queries';

interface SetupFields {
  new_password: string;
  confirm_password: string;
  totp: string;
}

const FIELD_NAMES: ReadonlySet<string> = new Set(['new_password', 'totp']);

/**
 * The first sign-in of a staff member (or the one after a reset): their own password in place of
 * the one-time one, and TOTP enrolment (scan, then prove it with a first code). One submit
 * finishes both and signs in.
 */
export function StaffSetupCard({ setup, onBack }: { setup: StaffSetupChallenge['setup']; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const [form] = Form.useForm<SetupFields>();
  const complete = useCompleteStaffSetup();
  const [error, setError] = useState<string | undefined>();

  const onFinish = (fields: SetupFields) => {
    setError(undefined);
    complete.mutate(
      { setup_token: setup.token, new_password: setup.needs_password ? fields.new_password : '', totp: fields.totp },
      {
        onError: (failure) => {
          form.setFieldValue('totp', '');
          if (!placeFieldError(form, failure, FIELD_NAMES)) setError(serverMessage(failure) ?? t('common.requestError'));
        },
      },
    );
  };

  return (
    <Card style={{ width: 460, maxWidth: '100%' }} data-testid="staff-setup">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('staffDesk.setup.title', { username: setup.username })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('staffDesk.setup.intro')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form<SetupFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={complete.isPending}
        initialValues={{ new_password: '', confirm_password: '', totp: '' }}
      >
        {setup.needs_password ? (
          <>
            <Typography.Text strong>{t('staffDesk.setup.passwordTitle')}</Typography.Text>
            <Form.Item
              name="new_password"
              label={t('staffDesk.setup.newPassword')}
              extra={t('staffDesk.setup.newPasswordHelp')}
              style={{ marginTop: 8 }}
              rules={[
                { required: true, message: t('staffDesk.setup.newPasswordHelp') },
                { min: 10, message: t('staffDesk.setup.newPasswordHelp') },
                { pattern: /(?=.*[A-Za-z])(?=.*\d)/, message: t('staffDesk.setup.newPasswordHelp') },
              ]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="staff-setup-password" />
            </Form.Item>
            <Form.Item
              name="confirm_password"
              label={t('staffDesk.setup.confirmPassword')}
              dependencies={['new_password']}
              rules={[
                { required: true, message: t('staffDesk.setup.passwordsDiffer') },
                ({ getFieldValue }) => ({
                  validator: (_rule, value: string) =>
                    value === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error(t('staffDesk.setup.passwordsDiffer'))),
                }),
              ]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="staff-setup-confirm" />
            </Form.Item>
          </>
        ) : null}
        {setup.needs_totp && setup.totp_secret && setup.otpauth_url ? (
          <>
            <Typography.Text strong>{t('staffDesk.setup.totpTitle')}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
              {t('staffDesk.setup.scan')}
            </Typography.Paragraph>
            <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
              <div style={{ background: '#fff', padding: 8, borderRadius: token.borderRadius, lineHeight: 0 }}>
                <QRCodeSVG value={setup.otpauth_url} size={132} />
              </div>
              <div>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {t('staffDesk.setup.secretLabel')}
                </Typography.Text>
                <Typography.Paragraph copyable={{ text: setup.totp_secret }} style={{ marginBottom: 0 }}>
                  <Typography.Text code dir="ltr" data-testid="staff-setup-secret" style={{ wordBreak: 'break-all' }}>
                    {setup.totp_secret}
                  </Typography.Text>
                </Typography.Paragraph>
              </div>
            </Flex>
          </>
        ) : (
          <Alert type="info" showIcon title={t('staffDesk.setup.keepTotp')} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          name="totp"
          label={t('staffDesk.setup.codeLabel')}
          normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
          rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.totpInvalid') }]}
        >
          <Input
            prefix={<SafetyCertificateOutlined />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('login.totpPlaceholder')}
            style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 4 }}
            data-testid="staff-setup-totp"
          />
        </Form.Item>
        <Flex gap={8}>
          <Button onClick={onBack} disabled={complete.isPending}>
            {t('staffDesk.setup.back')}
          </Button>
          <Button type="primary" htmlType="submit" block loading={complete.isPending} data-testid="staff-setup-submit">
            {t('staffDesk.setup.submit')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
