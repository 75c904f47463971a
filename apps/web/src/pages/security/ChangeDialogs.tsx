import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import {
  bindEmailInputSchema,
  changePasswordInputSchema,
  SECURITY_QUESTION_IDS,
  type SecurityChangeAnswer,
  type SecurityEventKind,
  type SecurityOverview,
  setAntiPhishingInputSchema,
  setSecurityQuestionInputSchema,
} from '@veritex/shared';
import { Alert, Form, Input, Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicParams } from '../../api/queries';
import { securityCalls } from '../../api/security';
import { CodeField, PasswordField, VALIDATE_DEBOUNCE_MS } from '../../components/auth/AccountFields';
import { useSchemaRule } from '../../components/auth/form-utils';
import { ReplacingPasswordField, SecondFactorField, SubmitRow, useSecurityForm } from './formParts';
import { SecurityDialog } from './SecurityDialog';
import { useBindCode } from './useBindCode';

export interface ChangeDialogProps {
  open: boolean;
  overview: SecurityOverview;
  onClose: () => void;
  /** A change went through: the page closes the dialog and shows what follows (hold, other sessions). */
  onDone: (kind: SecurityEventKind, answer: SecurityChangeAnswer) => void;
}

/** '' means "not typed": the schemas treat it as absent. */
const text = (value: string | undefined) => (value ?? '').trim();

interface EmailValues {
  email?: string;
  code?: string;
  password?: string;
  totp?: string;
}

/** Bind or replace the e-mail address: a code sent to the new address; replacing needs the login password. */
export function EmailDialog({ open, overview, onClose, onDone }: ChangeDialogProps) {
  const { t } = useTranslation('security');
  const { form, busy, refusal, clearRefusal, submit } = useSecurityForm<EmailValues>();
  const replacing = overview.email !== '';
  const toPayload = useCallback(
    (values: EmailValues) => ({ email: text(values.email), code: text(values.code), password: values.password, totp: values.totp }),
    [],
  );
  const rule = useSchemaRule(bindEmailInputSchema, toPayload);
  const sendCode = useBindCode(
    form,
    'email',
    () => ({ email: text(form.getFieldValue('email')) }),
    () => securityCalls.sendEmailCode(text(form.getFieldValue('email'))),
  );

  function finish(values: EmailValues) {
    const payload = { ...toPayload(values), password: values.password || undefined, totp: text(values.totp) || undefined };
    void submit(payload, async (requestId) => onDone('email', await securityCalls.bindEmail(payload, requestId)));
  }

  return (
    <SecurityDialog open={open} onClose={onClose} busy={busy} title={replacing ? t('email.changeTitle') : t('email.bindTitle')} testId="email-dialog">
      {replacing ? (
        <p className="vx-sec-lead">
          {t('email.current')} <strong className="vx-ltr">{overview.email}</strong>
        </p>
      ) : (
        <p className="vx-sec-lead">{t('email.lead')}</p>
      )}
      <Form<EmailValues> form={form} layout="vertical" requiredMark={false} onFinish={finish} onValuesChange={clearRefusal} data-testid="email-form">
        <Form.Item name="email" label={replacing ? t('email.newAddress') : t('email.address')} rules={[rule('email')]} validateDebounce={VALIDATE_DEBOUNCE_MS}>
          <Input prefix={<MailOutlined />} placeholder="name@example.com" autoComplete="email" inputMode="email" data-testid="email-input" />
        </Form.Item>
        <CodeField
          mode="email"
          label={t('email.code')}
          rule={rule}
          onSend={sendCode}
          testId="email"
          extra={
            <span className="vx-sec-spam" data-testid="email-spam-hint">
              {t('errors:email_spam_hint')}
            </span>
          }
        />
        {replacing ? <ReplacingPasswordField testId="email" /> : null}
        {overview.factors.two_factor ? <SecondFactorField testId="email" /> : null}
        <SubmitRow
          refusal={refusal}
          onCloseRefusal={clearRefusal}
          busy={busy}
          label={replacing ? t('email.changeSubmit') : t('email.bindSubmit')}
          testId="email"
        />
      </Form>
    </SecurityDialog>
  );
}

interface PasswordValues {
  old_password?: string;
  password?: string;
  password2?: string;
  totp?: string;
}

/** Change the login password knowing the current one; withdrawals are then held for review. */
export function PasswordDialog({ open, overview, onClose, onDone }: ChangeDialogProps) {
  const { t } = useTranslation('security');
  const params = usePublicParams();
  const { form, busy, refusal, clearRefusal, submit } = useSecurityForm<PasswordValues>('old_password');
  const toPayload = useCallback(
    (values: PasswordValues) => ({
      old_password: values.old_password ?? '',
      password: values.password ?? '',
      password2: values.password2 ?? '',
      totp: values.totp,
    }),
    [],
  );
  const rule = useSchemaRule(changePasswordInputSchema, toPayload);
  const passwordRule = params.data ? t('web:auth.fields.passwordRule', { min: params.data.password_min, max: params.data.password_max }) : undefined;

  function finish(values: PasswordValues) {
    const payload = { ...toPayload(values), totp: text(values.totp) || undefined };
    void submit(payload, async (requestId) => onDone('password', await securityCalls.changePassword(payload, requestId)));
  }

  return (
    <SecurityDialog open={open} onClose={onClose} busy={busy} title={t('password.title')} testId="password-dialog">
      <Alert type="info" showIcon className="vx-sec-alert" title={t('password.holdNote', { hours: overview.hold_hours })} />
      <Form<PasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={finish} onValuesChange={clearRefusal} data-testid="password-form">
        <PasswordField name="old_password" label={t('password.old')} rule={rule} testId="password-old" autoComplete="current-password" />
        <PasswordField name="password" label={t('password.new')} rule={rule} testId="password-new" autoComplete="new-password" extra={passwordRule} />
        <PasswordField
          name="password2"
          label={t('password.repeat')}
          rule={rule}
          testId="password-repeat"
          autoComplete="new-password"
          dependencies={['password']}
        />
        {overview.factors.two_factor ? <SecondFactorField testId="password" /> : null}
        <SubmitRow refusal={refusal} onCloseRefusal={clearRefusal} busy={busy} label={t('password.submit')} testId="password" />
      </Form>
    </SecurityDialog>
  );
}

interface QuestionValues {
  question_id?: number;
  answer?: string;
  password?: string;
  totp?: string;
}

/** Spec §3 security question: one of three questions and an answer (stored hashed); changing it needs the login password. */
export function QuestionDialog({ open, overview, onClose, onDone }: ChangeDialogProps) {
  const { t } = useTranslation('security');
  const { form, busy, refusal, clearRefusal, submit } = useSecurityForm<QuestionValues>();
  const changing = overview.question_id !== null;
  const toPayload = useCallback(
    (values: QuestionValues) => ({ question_id: values.question_id ?? 0, answer: values.answer ?? '', password: values.password, totp: values.totp }),
    [],
  );
  const rule = useSchemaRule(setSecurityQuestionInputSchema, toPayload);

  function finish(values: QuestionValues) {
    const typed = toPayload(values);
    const payload = { ...typed, answer: typed.answer.trim(), password: values.password || undefined, totp: text(values.totp) || undefined };
    void submit(payload, async (requestId) => onDone('question', await securityCalls.setQuestion(payload, requestId)));
  }

  return (
    <SecurityDialog open={open} onClose={onClose} busy={busy} title={changing ? t('question.changeTitle') : t('question.setTitle')} testId="question-dialog">
      <p className="vx-sec-lead">{t('question.lead')}</p>
      <Form<QuestionValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={finish}
        onValuesChange={clearRefusal}
        initialValues={{ question_id: overview.question_id ?? undefined }}
        data-testid="question-form"
      >
        <Form.Item name="question_id" label={t('question.question')} rules={[{ required: true, message: t('errors:question_invalid') }]}>
          <Select
            placeholder={t('question.choose')}
            options={SECURITY_QUESTION_IDS.map((id) => ({ value: id, label: t(`question.q${id}`) }))}
            data-testid="question-select"
          />
        </Form.Item>
        <Form.Item name="answer" label={t('question.answer')} extra={t('question.answerHint')} rules={[rule('answer')]} validateDebounce={VALIDATE_DEBOUNCE_MS}>
          <Input autoComplete="off" maxLength={64} data-testid="question-answer" />
        </Form.Item>
        {changing ? <ReplacingPasswordField testId="question" /> : null}
        {overview.factors.two_factor ? <SecondFactorField testId="question" /> : null}
        <SubmitRow refusal={refusal} onCloseRefusal={clearRefusal} busy={busy} label={t('question.submit')} testId="question" />
      </Form>
    </SecurityDialog>
  );
}

interface PhishingValues {
  code?: string;
  totp?: string;
}

/** The anti-phishing code: a word the user chooses, printed in every e-mail the platform sends. */
export function AntiPhishingDialog({ open, overview, onClose, onDone }: ChangeDialogProps) {
  const { t } = useTranslation('security');
  const { form, busy, refusal, clearRefusal, submit } = useSecurityForm<PhishingValues>();
  const toPayload = useCallback((values: PhishingValues) => ({ code: values.code ?? '', totp: values.totp }), []);
  const rule = useSchemaRule(setAntiPhishingInputSchema, toPayload);
  const typed = Form.useWatch('code', form);

  function finish(values: PhishingValues) {
    const payload = { code: text(values.code), totp: text(values.totp) || undefined };
    void submit(payload, async (requestId) => onDone('anti_phishing', await securityCalls.setAntiPhishing(payload, requestId)));
  }

  return (
    <SecurityDialog
      open={open}
      onClose={onClose}
      busy={busy}
      title={overview.anti_phishing ? t('phishing.changeTitle') : t('phishing.setTitle')}
      testId="phishing-dialog"
    >
      <p className="vx-sec-lead">{t('phishing.lead')}</p>
      <div className="vx-sec-mail" aria-hidden="true">
        <SafetyOutlined />
        <span>{t('phishing.sample')}</span>
        <strong className="vx-ltr" data-testid="phishing-preview">
          {text(typed) || overview.anti_phishing || '••••'}
        </strong>
      </div>
      <Form<PhishingValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={finish}
        onValuesChange={clearRefusal}
        initialValues={{ code: overview.anti_phishing }}
        data-testid="phishing-form"
      >
        <Form.Item name="code" label={t('phishing.code')} extra={t('phishing.rule')} rules={[rule('code')]} validateDebounce={VALIDATE_DEBOUNCE_MS}>
          <Input autoComplete="off" maxLength={20} className="vx-ltr-input" data-testid="phishing-code" />
        </Form.Item>
        {overview.factors.two_factor ? <SecondFactorField testId="phishing" /> : null}
        <SubmitRow refusal={refusal} onCloseRefusal={clearRefusal} busy={busy} label={t('phishing.submit')} testId="phishing" />
      </Form>
    </SecurityDialog>
  );
}
