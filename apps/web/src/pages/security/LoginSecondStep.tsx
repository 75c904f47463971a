import { KeyOutlined } from '@ant-design/icons';
import { ERROR_CODES, loginSecondStepInputSchema } from '@veritex/shared';
import { App, Button, Form, Input } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { signInSecondStep } from '../../api/security';
import { VALIDATE_DEBOUNCE_MS } from '../../components/auth/AccountFields';
import { showSubmitError, useSchemaRule } from '../../components/auth/form-utils';
import { session } from '../../session/store';

interface SecondStepValues {
  code?: string;
}

/**
 * The sign-in's second step while two-factor is on: the authenticator's 6-digit code or one
 * recovery code completes the sign-in (web/userLogin2fa). An expired step goes back to the first.
 */
export function LoginSecondStep({ challenge, onBack }: { challenge: string; onBack: () => void }) {
  const { t } = useTranslation('security');
  const { message } = App.useApp();
  const [form] = Form.useForm<SecondStepValues>();
  const [submitting, setSubmitting] = useState(false);
  const toPayload = useCallback((values: SecondStepValues) => ({ challenge, code: values.code ?? '' }), [challenge]);
  const rule = useSchemaRule(loginSecondStepInputSchema, toPayload);

  async function submit(values: SecondStepValues) {
    if (submitting) return;
    setSubmitting(true);
    try {
      session.signIn(await signInSecondStep(challenge, (values.code ?? '').trim()));
      void message.success(t('web:auth.login.success'));
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.challenge_expired) {
        void message.warning(error.msg, 3);
        onBack();
        return;
      }
      if (error instanceof ApiError && !error.field) form.setFields([{ name: 'code', errors: [error.msg] }]);
      else showSubmitError(form, error, t('web:common.networkError'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="vx-login-2fa" data-testid="login-two-factor">
      <p className="vx-login-2fa__lead">{t('login.lead')}</p>
      <Form<SecondStepValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        data-testid="login-two-factor-form"
      >
        <Form.Item name="code" label={t('secondFactor.label')} extra={t('login.recoveryHint')} rules={[rule('code')]} validateDebounce={VALIDATE_DEBOUNCE_MS}>
          <Input
            prefix={<KeyOutlined />}
            placeholder={t('secondFactor.placeholder')}
            autoComplete="one-time-code"
            maxLength={12}
            autoFocus
            className="vx-ltr-input"
            data-testid="login-two-factor-code"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-two-factor-submit">
          {t('login.submit')}
        </Button>
        <Button type="link" block onClick={onBack} disabled={submitting} className="vx-login-2fa__back" data-testid="login-two-factor-back">
          {t('login.back')}
        </Button>
      </Form>
    </div>
  );
}
