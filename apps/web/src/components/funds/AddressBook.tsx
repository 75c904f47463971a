import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Modal, Popconfirm, Select, Table, type TableColumnsType, Typography } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError } from '../../api/client';
import { FUNDS_KEYS, fundsCalls, useDepositChannels, useWithdrawAddresses, useWithdrawRules } from '../../api/funds';
import { newRequestId, useRequestIds } from '../../api/requestId';
import type { WithdrawAddress, WithdrawChannel } from '../../api/types';
import { useLayout } from '../../router/layout-context';
import { assetOptions } from '../coin/CoinIcon';
import { handleSubmitError, RefusalAlert, useSubmitGuard } from '../form/submit';
import { ListSkeleton } from '../ListSkeleton';
import { EmptyState, ErrorState } from '../States';

/** The currencies and networks an address may be saved for: where withdrawals are allowed, else where deposits are. */
function useAddressChannels(): WithdrawChannel[] {
  const rules = useWithdrawRules();
  const channels = useDepositChannels();
  const allowed = rules.data?.allowed ?? [];
  if (allowed.length) return allowed;
  const deposit = (channels.data?.channels ?? []).map(({ asset, chain }) => ({ asset, chain }));
  return deposit.length ? deposit : [{ asset: 'USDT', chain: 'ERC20' }];
}

/** Shape checks the client can make; the server also checks the ERC20 checksum (EIP-55). */
function addressLooksValid(chain: string, address: string): boolean {
  if (/^(ERC20|BEP20|ETH|ARBITRUM|OPTIMISM|POLYGON)$/i.test(chain)) return /^0x[0-9a-fA-F]{40}$/.test(address);
  if (/^TRC20$/i.test(chain)) return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address);
  return address.length >= 8 && !/\s/.test(address);
}

interface AddressValues {
  currency?: string;
  chain?: string;
  address?: string;
  remark?: string;
  tag?: string;
}

function AddressForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const channels = useAddressChannels();
  const [form] = Form.useForm<AddressValues>();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const currencies = [...new Set(channels.map((entry) => entry.asset))];
  const currency = Form.useWatch('currency', form) ?? currencies[0];
  const chains = channels.filter((entry) => entry.asset === currency).map((entry) => entry.chain);

  async function submit(values: AddressValues) {
    const input = {
      currency: values.currency ?? '',
      chain: values.chain ?? '',
      address: (values.address ?? '').trim(),
      remark: (values.remark ?? '').trim(),
      tag: (values.tag ?? '').trim(),
    };
    const requestId = requestIds.take(input);
    setRefusal(null);
    try {
      await fundsCalls.addAddress(input, requestId);
      requestIds.settle();
      await queryClient.invalidateQueries({ queryKey: FUNDS_KEYS.addresses });
      void message.success(t('funds.addresses.saved'));
      form.resetFields();
      onSaved();
    } catch (error) {
      const failure = handleSubmitError(form, error, t('common.networkError'));
      if (failure.kind !== 'network') requestIds.settle();
      if (failure.kind === 'refused') setRefusal(failure.error);
    }
  }

  return (
    <Form<AddressValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ currency: currencies[0], chain: channels[0]?.chain }}
      onFinish={(values) => void run(() => submit(values))}
      onValuesChange={(changed: AddressValues) => {
        setRefusal(null);
        if (changed.currency) form.setFieldValue('chain', channels.find((entry) => entry.asset === changed.currency)?.chain);
      }}
      data-testid="address-form"
    >
      <div className="vx-form-grid">
        <Form.Item name="currency" label={t('funds.addresses.currency')} rules={[{ required: true, message: t('funds.addresses.currencyRequired') }]}>
          <Select options={assetOptions(currencies)} data-testid="address-currency" />
        </Form.Item>
        <Form.Item name="chain" label={t('funds.addresses.chain')} rules={[{ required: true, message: t('funds.addresses.chainRequired') }]}>
          <Select options={chains.map((value) => ({ value, label: value }))} data-testid="address-chain" />
        </Form.Item>
      </div>
      <Form.Item
        name="address"
        label={t('funds.addresses.address')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('funds.addresses.addressRequired') },
          {
            validator: async (_, value: string | undefined) => {
              const chain = form.getFieldValue('chain') as string | undefined;
              if (value && chain && !addressLooksValid(chain, value.trim())) throw new Error(t('errors:address_invalid'));
            },
          },
        ]}
        dependencies={['chain']}
      >
        <Input
          className="vx-ltr-input"
          spellCheck={false}
          autoComplete="off"
          placeholder={t('funds.addresses.addressPlaceholder')}
          data-testid="address-address"
        />
      </Form.Item>
      <Form.Item name="tag" label={t('funds.addresses.tag')} extra={t('funds.addresses.tagHint')}>
        <Input autoComplete="off" maxLength={64} data-testid="address-tag" />
      </Form.Item>
      <Form.Item name="remark" label={t('funds.addresses.remark')}>
        <Input autoComplete="off" maxLength={40} placeholder={t('funds.addresses.remarkPlaceholder')} data-testid="address-remark" />
      </Form.Item>
      <RefusalAlert error={refusal} onClose={() => setRefusal(null)} />
      <div className="vx-form-actions">
        <Button onClick={onCancel} disabled={busy}>
          {t('funds.common.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="address-save">
          {t('funds.addresses.save')}
        </Button>
      </div>
    </Form>
  );
}

/** Withdrawal-address management: the saved addresses, add and delete (a tab of /asset; reusable). */
export function AddressBook() {
  const { t } = useTranslation();
  const { phone } = useLayout();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useWithdrawAddresses();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const items = query.data?.items ?? [];

  async function remove(entry: WithdrawAddress) {
    if (deleting) return;
    setDeleting(entry.id);
    try {
      // One press of the confirm button is one action; a deleted address cannot be pressed again.
      await fundsCalls.deleteAddress(entry.id, newRequestId());
      await queryClient.invalidateQueries({ queryKey: FUNDS_KEYS.addresses });
      void message.success(t('funds.addresses.deleted'));
    } catch (error) {
      if (error instanceof SessionEndedError) return;
      if (error instanceof ApiError) void message.warning(error.msg || t('errors:request_error'), 3);
      else void message.error(t('common.networkError'), 3);
    } finally {
      setDeleting(null);
    }
  }

  const deleteButton = (entry: WithdrawAddress) => (
    <Popconfirm
      title={t('funds.addresses.deleteTitle')}
      description={t('funds.addresses.deleteText')}
      okText={t('funds.addresses.delete')}
      cancelText={t('funds.common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'address-delete-confirm' }}
      onConfirm={() => remove(entry)}
      placement="topRight"
      disabled={deleting !== null}
    >
      <Button type="link" danger size="small" icon={<DeleteOutlined />} loading={deleting === entry.id} data-testid="address-delete">
        {t('funds.addresses.delete')}
      </Button>
    </Popconfirm>
  );

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton rows={3} testId="addresses-loading" />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
  else if (items.length === 0) body = <EmptyState text={t('funds.addresses.empty')} testId="addresses-empty" />;
  else if (phone) {
    body = (
      <ul className="vx-mrows" data-testid="addresses-list">
        {items.map((entry) => (
          <li key={entry.id} className="vx-mrow" data-testid="address-row" data-address={entry.address}>
            <div className="vx-mrow__head">
              <span className="vx-strong">{entry.remark || t('funds.addresses.noRemark')}</span>
              <span className="vx-muted vx-ltr">
                {entry.currency} · {entry.chain}
              </span>
            </div>
            <Typography.Text copyable className="vx-mono vx-ltr vx-break">
              {entry.address}
            </Typography.Text>
            {entry.tag ? <span className="vx-muted">{t('funds.addresses.tagValue', { tag: entry.tag })}</span> : null}
            <div className="vx-mrow__actions">{deleteButton(entry)}</div>
          </li>
        ))}
      </ul>
    );
  } else {
    const columns: TableColumnsType<WithdrawAddress> = [
      {
        key: 'remark',
        title: t('funds.addresses.remark'),
        width: '14rem',
        render: (_, entry) => entry.remark || <span className="vx-muted">{t('funds.addresses.noRemark')}</span>,
      },
      {
        key: 'network',
        title: t('funds.addresses.network'),
        width: '10rem',
        render: (_, entry) => (
          <span className="vx-ltr">
            {entry.currency} · {entry.chain}
          </span>
        ),
      },
      {
        key: 'address',
        title: t('funds.addresses.address'),
        render: (_, entry) => (
          <Typography.Text copyable className="vx-mono vx-ltr">
            {entry.address}
          </Typography.Text>
        ),
      },
      { key: 'tag', title: t('funds.addresses.tag'), width: '8rem', render: (_, entry) => entry.tag || <span className="vx-muted">—</span> },
      { key: 'action', title: t('funds.common.action'), width: '8rem', align: 'end', render: (_, entry) => deleteButton(entry) },
    ];
    body = (
      <Table<WithdrawAddress>
        className="vx-quiet-table"
        rowKey="id"
        columns={columns}
        dataSource={items}
        pagination={false}
        onRow={(entry) => ({ 'data-testid': 'address-row', 'data-address': entry.address }) as HTMLAttributes<HTMLElement>}
      />
    );
  }

  const form = <AddressForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />;
  return (
    <section className="vx-funds-card vx-funds-card--flush" data-testid="address-book">
      <header className="vx-funds-card__head">
        <div>
          <h3 className="vx-funds-card__title">
            {t('funds.addresses.title')}
            {query.isSuccess ? <span className="vx-card__count vx-num">{items.length}</span> : null}
          </h3>
          <p className="vx-card__sub">{t('funds.addresses.subtitle')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="address-add">
          {t('funds.addresses.add')}
        </Button>
      </header>
      {body}
      {phone ? (
        <Drawer
          placement="bottom"
          size="auto"
          open={adding}
          onClose={() => setAdding(false)}
          title={t('funds.addresses.addTitle')}
          className="vx-sheet"
          destroyOnHidden
        >
          {form}
        </Drawer>
      ) : (
        <Modal open={adding} onCancel={() => setAdding(false)} title={t('funds.addresses.addTitle')} footer={null} destroyOnHidden width={560}>
          {form}
        </Modal>
      )}
    </section>
  );
}
