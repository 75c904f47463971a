import { KeyOutlined, LockOutlined } from '@ant-design/icons';
import type { ErrorName } from '@veritex/shared';
import { Button, Form, type FormInstance, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { VALIDATE_DEBOUNCE_MS } from '../../components/auth/AccountFields';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../../components/form/submit';

/** Refusals the server does not tie to a field, placed next to the field they concern. */
const FIELD_OF_ERROR: Partial<Record<ErrorName, string>> = {
  two_factor_required: 'totp',
  two_factor_wrong: 'totp',
  totp_required: 'totp',
  totp_wrong: 'totp',
  code_wrong: 'code',
  code_expired: 'code',
  code_attempts_exceeded: 'code',
};

/**
 * What every security form shares: one press at a time, the server's message next to the
 * field it concerns (a wrong current password goes to `passwordField`), any other refusal
 * above the submit button, a toast when no answer came. Each change gets a `request_id` for its
 * payload: the same payload sent again after no answer keeps it (the server applies the change
 * once); once the server has answered, the next press is a new change with a new id.
 */
export function useSecurityForm<Values>(passwordField = 'password') {
  const { t } = useTranslation('security');
  const [form] = Form.useForm<Values>();
  const { busy, run } = useSubmitGuard();
  const requestIds = useRequestIds();
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  async function submit(payload: unknown, task: (requestId: string) => Promise<void>): Promise<void> {
    setRefusal(null);
    await run(async () => {
      try {
        await task(requestIds.take(payload));
        requestIds.settle();
      } catch (error) {
        if (error instanceof ApiError || error instanceof SessionEndedError) requestIds.settle();
        const failure = handleSubmitError(form as FormInstance, error, t('web:common.networkError'), { ...FIELD_OF_ERROR, password_wrong: passwordField });
        if (failure.kind === 'refused') setRefusal(failure.error);
      }
    });
  }

  return { form, busy, refusal, clearRefusal: () => setRefusal(null), submit };
}

/** A required text field's rule, with the shared error name's text. */
export function useRequired() {
  const { t } = useTranslation('security');
  return (name: ErrorName) => ({ required: true, whitespace: true, message: t(`errors:${name}`) });
}

/**
 * While two-factor is on, changes need the authenticator's current code or one recovery code
 * (xxxx-xxxx); the server checks it, the form only asks that something was typed.
 */
export function SecondFactorField({ testId }: { testId: string }) {
  const { t } = useTranslation('security');
  const required = useRequired();
  return (
    <Form.Item
      name="totp"
      label={t('secondFactor.label')}
      extra={t('secondFactor.hint')}
      rules={[required('two_factor_required')]}
      validateDebounce={VALIDATE_DEBOUNCE_MS}
    >
      <Input
        prefix={<KeyOutlined />}
        placeholder={t('secondFactor.placeholder')}
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={12}
        className="vx-ltr-input"
        data-testid={`${testId}-totp`}
      />
    </Form.Item>
  );
}

/** Replacing something already set (phone, e-mail, security question) also asks for the login password. */
export function ReplacingPasswordField({ testId }: { testId: string }) {
  const { t } = useTranslation('security');
  const required = useRequired();
  return (
    <Form.Item name="password" label={t('fields.loginPassword')} extra={t('fields.loginPasswordWhy')} rules={[required('password_empty')]}>
      <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid={`${testId}-password`} />
    </Form.Item>
  );
}

/** The refusal (if any) and the submit button that says what it will do. */
export function SubmitRow({
  refusal,
  onCloseRefusal,
  busy,
  label,
  testId,
  danger = false,
}: {
  refusal: ApiError | null;
  onCloseRefusal: () => void;
  busy: boolean;
  label: string;
  testId: string;
  danger?: boolean;
}) {
  return (
    <>
      <RefusalAlert error={refusal} onClose={onCloseRefusal} />
      <Button type="primary" danger={danger} htmlType="submit" size="large" block loading={busy} className="vx-sec-submit" data-testid={`${testId}-submit`}>
        {label}
      </Button>
    </>
  );
}
