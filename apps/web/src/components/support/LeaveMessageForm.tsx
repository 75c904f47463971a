import { CheckCircleFilled, MailOutlined } from '@ant-design/icons';
import { SUPPORT_TICKET_MAX } from '@veritex/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../api/client';
import { webApi } from '../../api/web';
import { useTo } from '../../router/layout-context';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../form/submit';
import './support.css';

interface Fields {
  email: string;
  message: string;
}

/**
 * For visitors who are not signed in: leave a message with an e-mail address; support answers
 * by e-mail (the server checks the address and allows a few messages per hour). Signed-in users
 * chat live at /service instead, which the form links to.
 */
export function LeaveMessageForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('support');
  const { t: tWeb } = useTranslation();
  const to = useTo();
  const [form] = Form.useForm<Fields>();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <div className="vx-leave vx-leave--done" data-testid="leave-message-done">
        <CheckCircleFilled className="vx-leave__done-icon" />
        <p>{t('leave.done', { email: sentTo })}</p>
        <Button
          onClick={() => {
            form.resetFields();
            setSentTo(null);
          }}
        >
          {t('leave.another')}
        </Button>
      </div>
    );
  }

  function submit(values: Fields) {
    void run(async () => {
      setRefusal(null);
      try {
        await webApi.call('supportLeaveMessage', { email: values.email.trim(), message: values.message.trim() }, { silent: true });
        setSentTo(values.email.trim());
      } catch (error) {
        const failure = handleSubmitError(form, error, tWeb('common.networkError'));
        if (failure.kind === 'refused') setRefusal(failure.error);
      }
    });
  }

  return (
    <div className={compact ? 'vx-leave vx-leave--compact' : 'vx-leave'} data-testid="leave-message">
      {compact ? null : <h2 className="vx-leave__title">{t('leave.title')}</h2>}
      <p className="vx-muted vx-leave__intro">{t('leave.intro')}</p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item name="email" label={t('leave.email')} rules={[{ required: true, type: 'email', message: tWeb('errors:email_invalid') }]}>
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" maxLength={254} data-testid="leave-message-email" />
        </Form.Item>
        <Form.Item name="message" label={t('leave.message')} rules={[{ required: true, whitespace: true, message: tWeb('errors:support_message_empty') }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 8 }} maxLength={SUPPORT_TICKET_MAX} showCount dir="auto" data-testid="leave-message-text" />
        </Form.Item>
        <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
        <Button type="primary" htmlType="submit" loading={busy} block data-testid="leave-message-send">
          {t('leave.send')}
        </Button>
      </Form>
      <p className="vx-muted vx-small vx-leave__note">{t('leave.neverAsk')}</p>
      <p className="vx-leave__signin">
        {t('leave.signedIn')} <Link to={`${to('/login')}?redirect=${encodeURIComponent(to('/service'))}`}>{t('leave.signIn')}</Link>
      </p>
    </div>
  );
}
