import { CopyOutlined, DownloadOutlined, KeyOutlined, MobileOutlined, WarningFilled } from '@ant-design/icons';
import { enableTwoFactorInputSchema, type TwoFactorEnabled, type TwoFactorSetup } from '@veritex/shared';
import { Alert, App, Button, Checkbox, Form, Input, QRCode, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestId } from '../../api/requestId';
import { securityCalls } from '../../api/security';
import { VALIDATE_DEBOUNCE_MS } from '../../components/auth/AccountFields';
import { useSchemaRule } from '../../components/auth/form-utils';
import { handleSubmitError } from '../../components/form/submit';
import { ErrorState } from '../../components/States';
import { useLayout } from '../../router/layout-context';
import type { ChangeDialogProps } from './ChangeDialogs';
import { SubmitRow, useRequired, useSecurityForm } from './formParts';
import { SecurityDialog } from './SecurityDialog';

/** The secret in groups of four, easier to type into an app by hand (the copy keeps it whole). */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Starts a setup once per opening (a second setup would replace the secret the QR code shows);
 * its request id makes a duplicate of that one request answer the same secret.
 */
function useSetup(): { setup: TwoFactorSetup | null; error: unknown; retry: () => void } {
  const { t } = useTranslation('security');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    securityCalls.twoFactorSetup(newRequestId()).then(setSetup, (failure: unknown) => {
      handleSubmitError(undefined, failure, t('web:common.networkError'));
      setError(failure);
    });
  }, [attempt, t]);
  return {
    setup,
    error,
    retry: () => {
      setError(null);
      setAttempt((n) => n + 1);
    },
  };
}

interface EnableValues {
  code?: string;
}

/** Step 1: scan the QR code (or type the secret), then prove it with the app's first code. */
function ScanStep({ onEnabled }: { onEnabled: (answer: TwoFactorEnabled) => void }) {
  const { t } = useTranslation('security');
  const { phone } = useLayout();
  const { setup, error, retry } = useSetup();
  const { form, busy, refusal, clearRefusal, submit } = useSecurityForm<EnableValues>('code');
  const toPayload = useCallback((values: EnableValues) => ({ code: values.code ?? '' }), []);
  const rule = useSchemaRule(enableTwoFactorInputSchema, toPayload);

  if (error) return <ErrorState error={error} onRetry={retry} compact />;
  if (!setup) return <Skeleton active paragraph={{ rows: 6 }} />;

  function finish(values: EnableValues) {
    const code = (values.code ?? '').trim();
    void submit({ code }, async (requestId) => onEnabled(await securityCalls.twoFactorEnable(code, requestId)));
  }

  return (
    <div className="vx-2fa">
      <ol className="vx-2fa__steps">
        <li>{t('twoFactor.stepApp')}</li>
        <li>{t('twoFactor.stepScan')}</li>
        <li>{t('twoFactor.stepCode')}</li>
      </ol>
      <div className="vx-2fa__scan">
        <div className="vx-2fa__qr" data-testid="two-factor-qr">
          {/* Dark on white in every theme: authenticator apps read that best. */}
          <QRCode value={setup.otpauth_url} size={168} bordered={false} color="#000000" bgColor="#ffffff" />
        </div>
        <div className="vx-2fa__secret">
          <span className="vx-muted">{t('twoFactor.secretLabel')}</span>
          <Typography.Text copyable={{ text: setup.secret }} code className="vx-2fa__key vx-ltr" data-testid="two-factor-secret" data-secret={setup.secret}>
            {grouped(setup.secret)}
          </Typography.Text>
          <span className="vx-small vx-muted">{t('twoFactor.secretHint')}</span>
          {/* A phone cannot scan its own screen: the app opens from the otpauth link instead. */}
          {phone ? (
            <Button href={setup.otpauth_url} icon={<MobileOutlined />} block data-testid="two-factor-open-app">
              {t('twoFactor.openApp')}
            </Button>
          ) : null}
        </div>
      </div>
      <Form<EnableValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={finish}
        onValuesChange={clearRefusal}
        data-testid="two-factor-enable-form"
      >
        <Form.Item name="code" label={t('twoFactor.firstCode')} rules={[rule('code')]} validateDebounce={VALIDATE_DEBOUNCE_MS}>
          <Input
            prefix={<KeyOutlined />}
            placeholder="000000"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="vx-ltr-input"
            data-testid="two-factor-code"
          />
        </Form.Item>
        <SubmitRow refusal={refusal} onCloseRefusal={clearRefusal} busy={busy} label={t('twoFactor.enableSubmit')} testId="two-factor-enable" />
      </Form>
    </div>
  );
}

/** Step 2: the recovery codes, shown this once (the server keeps only their hashes). */
function RecoveryCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  const { message } = App.useApp();
  const [saved, setSaved] = useState(false);
  const textFile = `${t('twoFactor.fileHeading', { host: window.location.host })}\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      void message.success(t('twoFactor.copied'));
    } catch {
      void message.warning(t('twoFactor.copyFailed'));
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([textFile], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${window.location.hostname}-recovery-codes.txt`;
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <div className="vx-2fa">
      <Alert type="warning" showIcon icon={<WarningFilled />} className="vx-sec-alert" title={t('twoFactor.codesOnce')} description={t('twoFactor.codesUse')} />
      <ol className="vx-2fa__codes vx-ltr" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="vx-num" data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="vx-2fa__actions">
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="recovery-copy">
          {t('twoFactor.copy')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download} data-testid="recovery-download">
          {t('twoFactor.download')}
        </Button>
      </div>
      <Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} className="vx-2fa__saved" data-testid="recovery-saved">
        {t('twoFactor.saved')}
      </Checkbox>
      <Button type="primary" size="large" block disabled={!saved} onClick={onDone} className="vx-sec-submit" data-testid="recovery-done">
        {t('twoFactor.done')}
      </Button>
    </div>
  );
}

/** Turn two-factor on: scan, confirm with a first code, then keep the recovery codes. */
export function TwoFactorSetupDialog({ open, onClose, onDone }: ChangeDialogProps) {
  const { t } = useTranslation('security');
  const [enabled, setEnabled] = useState<TwoFactorEnabled | null>(null);
  // A new opening starts from the scan step.
  useEffect(() => {
    if (open) setEnabled(null);
  }, [open]);
  return (
    <SecurityDialog
      open={open}
      onClose={onClose}
      busy={enabled !== null}
      wide
      title={enabled ? t('twoFactor.codesTitle') : t('twoFactor.setupTitle')}
      testId="two-factor-dialog"
    >
      {enabled ? <RecoveryCodesStep codes={enabled.recovery_codes} onDone={() => onDone('two_factor_on', enabled)} /> : <ScanStep onEnabled={setEnabled} />}
    </SecurityDialog>
  );
}

interface DisableValues {
  code?: string;
}

/** Turn two-factor off with a current code or a recovery code. */
export function TwoFactorDisableDialog({ open, overview, onClose, onDone }: ChangeDialogProps) {
  const { t } = useTranslation('security');
  const required = useRequired();
  const { form, busy, refusal, clearRefusal, submit } = useSecurityForm<DisableValues>('code');

  function finish(values: DisableValues) {
    const code = (values.code ?? '').trim();
    void submit({ code }, async (requestId) => onDone('two_factor_off', await securityCalls.twoFactorDisable(code, requestId)));
  }

  return (
    <SecurityDialog open={open} onClose={onClose} busy={busy} title={t('twoFactor.disableTitle')} testId="two-factor-disable-dialog">
      <Alert type="warning" showIcon className="vx-sec-alert" title={t('twoFactor.disableWarning', { hours: overview.hold_hours })} />
      <Form<DisableValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={finish}
        onValuesChange={clearRefusal}
        data-testid="two-factor-disable-form"
      >
        <Form.Item name="code" label={t('secondFactor.label')} extra={t('secondFactor.hint')} rules={[required('totp_required')]}>
          <Input
            prefix={<KeyOutlined />}
            placeholder={t('secondFactor.placeholder')}
            autoComplete="one-time-code"
            maxLength={12}
            className="vx-ltr-input"
            data-testid="two-factor-disable-code"
          />
        </Form.Item>
        <SubmitRow refusal={refusal} onCloseRefusal={clearRefusal} busy={busy} label={t('twoFactor.disableSubmit')} testId="two-factor-disable" danger />
      </Form>
    </SecurityDialog>
  );
}
