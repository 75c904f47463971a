import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { FUNDS_KEYS, fundsCalls, useReceiveSettings } from '../../api/funds';
import { useRequestIds } from '../../api/requestId';
import type { ReceiveSettings } from '../../api/types';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../../components/form/submit';
import { LinkButton } from '../../components/LinkButton';
import { PageFrame } from '../../components/PageFrame';
import { ErrorState } from '../../components/States';
import { useLayout, useTo } from '../../router/layout-context';

type Field = keyof ReceiveSettings;

/** The settings in groups, as a payer would read them. */
const GROUPS: readonly { key: string; fields: readonly { name: Field; ltr?: boolean }[] }[] = [
  { key: 'payee', fields: [{ name: 'name' }] },
  { key: 'bank', fields: [{ name: 'bank_name' }, { name: 'bank_number', ltr: true }] },
  { key: 'alipay', fields: [{ name: 'alipay_account', ltr: true }] },
  { key: 'weixin', fields: [{ name: 'weixin_nickname' }, { name: 'weixin_account', ltr: true }] },
];

const FIELDS: readonly Field[] = GROUPS.flatMap((group) => group.fields.map((field) => field.name));

/** Receiving (collection) settings (/receive, spec §3): where the user is paid. */
export default function ReceivePage() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const to = useTo();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useReceiveSettings();
  const [form] = Form.useForm<ReceiveSettings>();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  async function submit(values: ReceiveSettings) {
    setRefusal(null);
    const fields = Object.fromEntries(FIELDS.map((name) => [name, (values[name] ?? '').trim()])) as unknown as ReceiveSettings;
    const requestId = requestIds.take(fields);
    try {
      await fundsCalls.saveReceive(fields, requestId);
      requestIds.settle();
      queryClient.setQueryData(FUNDS_KEYS.receive, fields);
      void queryClient.invalidateQueries({ queryKey: ['getInfo'] });
      void message.success(t('funds.receive.saved'));
    } catch (error) {
      const failure = handleSubmitError(form, error, t('common.networkError'));
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
    }
  }

  let body: ReactNode;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  else {
    body = (
      <Form<ReceiveSettings>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={query.data}
        onFinish={(values) => void run(() => submit(values))}
        onValuesChange={() => setRefusal(null)}
        data-testid="receive-form"
      >
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="vx-fieldset">
            <legend className="vx-fieldset__legend">{t(`funds.receive.groups.${group.key}`)}</legend>
            <div className={phone ? 'vx-form-grid vx-form-grid--one' : 'vx-form-grid'}>
              {group.fields.map((field) => (
                <Form.Item key={field.name} name={field.name} label={t(`funds.receive.fields.${field.name}`)}>
                  <Input maxLength={100} autoComplete="off" className={field.ltr ? 'vx-ltr-input' : undefined} data-testid={`receive-${field.name}`} />
                </Form.Item>
              ))}
            </div>
          </fieldset>
        ))}
        <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
        <div className="vx-form-actions vx-form-actions--start">
          <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid="receive-save">
            {t('funds.receive.save')}
          </Button>
        </div>
      </Form>
    );
  }

  return (
    <PageFrame
      title={t('routes.receive')}
      testId="page-receive"
      extra={
        <LinkButton to={to('/kjmbSelect')} icon={<ShoppingCartOutlined />} size={phone ? 'small' : undefined} data-testid="receive-quick-buy">
          {t('routes.kjmbSelect')}
        </LinkButton>
      }
    >
      <p className="vx-page-lead">{t('funds.receive.lead')}</p>
      <Alert type="info" showIcon title={t('funds.receive.p2p')} className="vx-receive-note" data-testid="receive-p2p-note" />
      {body}
    </PageFrame>
  );
}
