import { LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { App, Form, type FormInstance, Input, Space } from 'antd';
import type { RuleRender } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { webApi } from '../../api/web';
import { type AccountCodePurpose, type AccountMode, type AccountValues, codeRequest } from './account';
import { CodeButton } from './CodeButton';
import { CallingCodeSelect } from './CountrySelects';
import { errorText, showSubmitError } from './form-utils';

/** Milliseconds of quiet typing before a field is validated. */
export const VALIDATE_DEBOUNCE_MS = 300;

type FieldRule = (field: string) => RuleRender;

/** E-mail address, or calling code plus mobile number, as one labelled field. */
export function AccountField({ mode, rule, testId, disabled }: { mode: AccountMode; rule: FieldRule; testId: string; disabled?: boolean }) {
  const { t } = useTranslation();
  if (mode === 'email') {
    return (
      <Form.Item name="account" label={t('auth.fields.email')} rules={[rule('account')]} validateDebounce={VALIDATE_DEBOUNCE_MS}>
        <Input
          prefix={<MailOutlined />}
          placeholder={t('auth.fields.emailPlaceholder')}
          autoComplete="email"
          inputMode="email"
          disabled={disabled}
          data-testid={`${testId}-account`}
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item label={t('auth.fields.mobile')} required>
      <Space.Compact block>
        <Form.Item name="country" noStyle>
          <CallingCodeSelect testId={`${testId}-calling-code`} disabled={disabled} />
        </Form.Item>
        <Form.Item name="account" noStyle rules={[rule('account')]} dependencies={['country']} validateDebounce={VALIDATE_DEBOUNCE_MS}>
          <Input
            prefix={<MobileOutlined />}
            placeholder={t('auth.fields.mobilePlaceholder')}
            autoComplete="tel-national"
            inputMode="tel"
            disabled={disabled}
            data-testid={`${testId}-account`}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

/** Sends a code for the account in the form, after checking it; returns the server's wait in seconds. */
export function useSendCode(form: FormInstance, mode: AccountMode, purpose: AccountCodePurpose): () => Promise<number | null> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async () => {
    const request = codeRequest(mode, form.getFieldsValue(true) as AccountValues, purpose);
    if (!request.ok) {
      form.setFields([{ name: 'account', errors: [errorText(t, request.error)] }]);
      return null;
    }
    try {
      const sent =
        request.call === 'getCode'
          ? await webApi.call('getCode', request.params, { silent: 'field' })
          : await webApi.call('getTelCode', request.params, { silent: 'field' });
      void message.success(mode === 'email' ? t('auth.code.sentEmail') : t('auth.code.sentSms'));
      return sent.wait;
    } catch (error) {
      showSubmitError(form, error, t('common.networkError'));
      throw error;
    }
  };
}

/** Verification code input with its "Send code" button; e-mail forms add the spam-folder hint unless `extra` says otherwise. */
export function CodeField({
  mode,
  rule,
  onSend,
  testId,
  label,
  extra,
}: {
  mode: AccountMode;
  rule: FieldRule;
  onSend: () => Promise<number | null>;
  testId: string;
  label?: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label ?? t('auth.fields.code')}
      required
      extra={extra ?? (mode === 'email' ? <span data-testid="email-spam-hint">{t('errors:email_spam_hint')}</span> : undefined)}
    >
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[rule('code')]} validateDebounce={VALIDATE_DEBOUNCE_MS}>
          <Input
            prefix={<LockOutlined />}
            placeholder={t('auth.fields.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-testid={`${testId}-code`}
          />
        </Form.Item>
        <CodeButton onSend={onSend} testId={`${testId}-send-code`} />
      </Space.Compact>
    </Form.Item>
  );
}

/** A field's hint, hidden while the field shows an error that already says the same. */
function HintUnlessError({ name, hint }: { name: string; hint: ReactNode }) {
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => (form.getFieldError(name).length > 0 ? null : hint)}
    </Form.Item>
  );
}

/** Password input that never autocompletes into the wrong field. */
export function PasswordField({
  name,
  label,
  rule,
  testId,
  autoComplete,
  dependencies,
  extra,
}: {
  name: string;
  label: ReactNode;
  rule: FieldRule;
  testId: string;
  autoComplete: 'current-password' | 'new-password';
  dependencies?: string[];
  extra?: ReactNode;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[rule(name)]}
      dependencies={dependencies}
      validateDebounce={VALIDATE_DEBOUNCE_MS}
      extra={extra ? <HintUnlessError name={name} hint={extra} /> : undefined}
    >
      <Input.Password prefix={<LockOutlined />} autoComplete={autoComplete} data-testid={testId} />
    </Form.Item>
  );
}
