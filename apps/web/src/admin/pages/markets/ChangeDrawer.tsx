import {
  type DeliveryProductDesk,
  type InstrumentDesk,
  isValidTradingHours,
  MARKET_BOUNDS,
  type MarketChange,
  type MarketChangeKind,
  type RuleValue,
  type SpotMarketDesk,
} from '@veritex/shared';
import { Alert, App, Button, DatePicker, Drawer, Flex, Form, Input, InputNumber, Radio, Select, Space, Switch, Timeline, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { type AdminInput, serverMessage } from '../../api';
import { ChangeValues } from './marketsFormat';
import { useDeskAction, useMarketHistory } from './marketsQueries';

export type Editing =
  | { kind: 'spot_market'; row: SpotMarketDesk }
  | { kind: 'instrument'; row: InstrumentDesk }
  | { kind: 'delivery_product'; row: DeliveryProductDesk };

const DECIMAL = /^\d{1,20}(\.\d{1,18})?$/;

/** One row's typed form, when it takes effect (now or a chosen time) and its versions from the rule register. */
export function ChangeDrawer({ editing, mayEdit, onClose }: { editing: Editing | null; mayEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const key = editing ? keyOf(editing) : undefined;
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      width={560}
      destroyOnHidden
      title={editing ? t('marketsDesk.drawerTitle', { kind: t(`marketsDesk.kinds.${editing.kind}`), key: titleOf(editing) }) : ''}
      data-testid="markets-drawer"
    >
      {editing ? (
        <Flex vertical gap={20}>
          {mayEdit ? <ChangeForm key={key} editing={editing} onSaved={onClose} /> : null}
          <History kind={editing.kind} subjectKey={key} />
        </Flex>
      ) : null}
    </Drawer>
  );
}

function keyOf(editing: Editing): string {
  return editing.kind === 'delivery_product' ? editing.row.id : editing.row.symbol;
}

function titleOf(editing: Editing): string {
  return editing.kind === 'delivery_product' ? `${editing.row.duration_seconds}s` : editing.row.symbol;
}

type SpotInput = Omit<AdminInput<'marketsSaveSpot'>, 'request_id' | 'base' | 'effective_at'>;
type InstrumentInput = Omit<AdminInput<'marketsSaveInstrument'>, 'request_id' | 'symbol' | 'effective_at'>;
type DeliveryInput = Omit<AdminInput<'marketsSaveDelivery'>, 'request_id' | 'id' | 'effective_at'>;

type When = { when: 'now' | 'at'; at: Dayjs | null };

function ChangeForm({ editing, onSaved }: { editing: Editing; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const format = useFormat();
  const [form] = Form.useForm();
  const [when, setWhen] = useState<When>({ when: 'now', at: null });
  const spot = useDeskAction('marketsSaveSpot');
  const instrument = useDeskAction('marketsSaveInstrument');
  const delivery = useDeskAction('marketsSaveDelivery');
  const saving = spot.isPending || instrument.isPending || delivery.isPending;
  const failure = spot.error ?? instrument.error ?? delivery.error;
  const laterInvalid = when.when === 'at' && !when.at?.isAfter(dayjs());
  const effective_at = when.when === 'at' && when.at ? when.at.toISOString() : undefined;
  const done = (saved: { status: string; effective_at: string }) => {
    void message.success(saved.status === 'pending' ? t('marketsDesk.scheduledAt', { time: format.dateTime(saved.effective_at) }) : t('marketsDesk.applied'));
    onSaved();
  };
  const submit = (values: SpotInput | InstrumentInput | DeliveryInput) => {
    if (laterInvalid) return;
    if (editing.kind === 'spot_market') spot.mutate({ ...(values as SpotInput), base: editing.row.base, effective_at }, { onSuccess: done });
    else if (editing.kind === 'instrument')
      instrument.mutate({ ...(values as InstrumentInput), symbol: editing.row.symbol, effective_at }, { onSuccess: done });
    else delivery.mutate({ ...(values as DeliveryInput), id: editing.row.id, effective_at }, { onSuccess: done });
  };
  return (
    <Form form={form} layout="vertical" initialValues={editing.row} onFinish={submit} data-testid="markets-form" requiredMark={false}>
      {editing.kind === 'spot_market' ? <SpotFields /> : editing.kind === 'instrument' ? <InstrumentFields /> : <DeliveryFields />}
      <EffectiveTime value={when} onChange={setWhen} invalid={laterInvalid} />
      {failure ? (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={serverMessage(failure) ?? t('common.requestError')} data-testid="markets-form-error" />
      ) : null}
      <Button type="primary" htmlType="submit" loading={saving} disabled={laterInvalid} data-testid="markets-save">
        {when.when === 'now' ? t('marketsDesk.applyNow') : t('marketsDesk.schedule')}
      </Button>
    </Form>
  );
}

/** Now, or a time in the future (quick picks for the usual "in a minute / an hour / tomorrow"). */
function EffectiveTime({ value, onChange, invalid }: { value: When; onChange: (next: When) => void; invalid: boolean }) {
  const { t } = useTranslation('admin');
  const later = (amount: number, unit: 'minute' | 'hour' | 'day') => onChange({ when: 'at', at: dayjs().add(amount, unit).startOf('second') });
  return (
    <Form.Item
      label={t('marketsDesk.effective')}
      help={invalid ? t('marketsDesk.effectiveFuture') : t('marketsDesk.effectiveHelp')}
      validateStatus={invalid ? 'error' : undefined}
    >
      <Space orientation="vertical" size={8}>
        <Radio.Group
          value={value.when}
          onChange={(event) => onChange({ when: event.target.value, at: value.at ?? dayjs().add(1, 'hour').startOf('hour') })}
          data-testid="markets-when"
        >
          <Radio value="now">{t('marketsDesk.now')}</Radio>
          <Radio value="at">{t('marketsDesk.at')}</Radio>
        </Radio.Group>
        {value.when === 'at' ? (
          <Space wrap>
            <DatePicker
              showTime={{ format: 'HH:mm:ss' }}
              format="YYYY-MM-DD HH:mm:ss"
              value={value.at}
              onChange={(at) => onChange({ when: 'at', at })}
              disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
              style={{ width: 220 }}
              data-testid="markets-at"
            />
            <Button size="small" onClick={() => later(1, 'minute')} data-testid="markets-in-minute">
              {t('marketsDesk.inMinute')}
            </Button>
            <Button size="small" onClick={() => later(1, 'hour')}>
              {t('marketsDesk.inHour')}
            </Button>
            <Button size="small" onClick={() => later(1, 'day')}>
              {t('marketsDesk.inDay')}
            </Button>
          </Space>
        ) : null}
      </Space>
    </Form.Item>
  );
}

function decimalRule(t: (key: string) => string) {
  return {
    required: true,
    validator: (_rule: unknown, value: unknown) =>
      typeof value === 'string' && DECIMAL.test(value.trim()) && /[1-9]/.test(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('marketsDesk.positiveDecimal'))),
  };
}

/** A whole number of basis points; Form.Item hands it the value and onChange, passed on to the input. */
function BpInput({ max, min = 0, ...field }: { max: number; min?: number; value?: number | null; onChange?: (value: number | null) => void }) {
  return <InputNumber {...field} min={min} max={max} precision={0} suffix="bp" style={{ width: '100%' }} />;
}

function SpotFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Flex gap={12}>
        <Form.Item name="tick_size" label={t('marketsDesk.fields.tick_size')} rules={[decimalRule(t)]} style={{ flex: 1 }}>
          <Input className="vx-num" data-testid="markets-field-tick_size" />
        </Form.Item>
        <Form.Item name="lot_size" label={t('marketsDesk.fields.lot_size')} rules={[decimalRule(t)]} style={{ flex: 1 }}>
          <Input className="vx-num" />
        </Form.Item>
        <Form.Item name="min_notional" label={t('marketsDesk.fields.min_notional')} rules={[decimalRule(t)]} style={{ flex: 1 }}>
          <Input className="vx-num" suffix="USDT" />
        </Form.Item>
      </Flex>
      <Flex gap={12}>
        <Form.Item
          name="maker_fee_bp"
          label={t('marketsDesk.fields.maker_fee_bp')}
          rules={[{ required: true }]}
          style={{ flex: 1 }}
          extra={t('marketsDesk.bpHelp')}
        >
          <BpInput max={MARKET_BOUNDS.feeBpMax} />
        </Form.Item>
        <Form.Item
          name="taker_fee_bp"
          label={t('marketsDesk.fields.taker_fee_bp')}
          dependencies={['maker_fee_bp']}
          style={{ flex: 1 }}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_rule, value: number) =>
                value >= Number(getFieldValue('maker_fee_bp')) ? Promise.resolve() : Promise.reject(new Error(t('marketsDesk.feeOrder'))),
            }),
          ]}
        >
          <InputNumber min={0} max={MARKET_BOUNDS.feeBpMax} precision={0} suffix="bp" style={{ width: '100%' }} data-testid="markets-field-taker_fee_bp" />
        </Form.Item>
        <Form.Item name="listed" label={t('marketsDesk.fields.listed')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
    </>
  );
}

function InstrumentFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Flex gap={12}>
        <Form.Item name="lot_size" label={t('marketsDesk.fields.lot_size')} rules={[decimalRule(t)]} style={{ flex: 1 }}>
          <Input className="vx-num" />
        </Form.Item>
        <Form.Item name="max_leverage" label={t('marketsDesk.fields.max_leverage')} rules={[{ required: true }]} style={{ flex: 1 }}>
          <InputNumber min={1} max={MARKET_BOUNDS.leverageMax} precision={0} suffix="x" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="spread_bp" label={t('marketsDesk.fields.spread_bp')} rules={[{ required: true }]} style={{ flex: 1 }}>
          <BpInput max={MARKET_BOUNDS.spreadBpMax} />
        </Form.Item>
      </Flex>
      <Flex gap={12}>
        <Form.Item name="open_fee_bp" label={t('marketsDesk.fields.open_fee_bp')} rules={[{ required: true }]} style={{ flex: 1 }}>
          <BpInput max={MARKET_BOUNDS.feeBpMax} />
        </Form.Item>
        <Form.Item name="close_fee_bp" label={t('marketsDesk.fields.close_fee_bp')} rules={[{ required: true }]} style={{ flex: 1 }}>
          <BpInput max={MARKET_BOUNDS.feeBpMax} />
        </Form.Item>
        <Form.Item
          name="maintenance_margin_bp"
          label={t('marketsDesk.fields.maintenance_margin_bp')}
          dependencies={['max_leverage']}
          style={{ flex: 1 }}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_rule, value: number) =>
                value * Number(getFieldValue('max_leverage')) < 10_000 ? Promise.resolve() : Promise.reject(new Error(t('marketsDesk.marginOrder'))),
            }),
          ]}
        >
          <BpInput min={1} max={MARKET_BOUNDS.maintenanceMarginBpMax} />
        </Form.Item>
      </Flex>
      <Flex gap={12}>
        <Form.Item name="carry_rate_bp" label={t('marketsDesk.fields.carry_rate_bp')} rules={[{ required: true }]} style={{ flex: 1 }}>
          <BpInput max={MARKET_BOUNDS.carryRateBpMax} />
        </Form.Item>
        <Form.Item name="carry_period" label={t('marketsDesk.fields.carry_period')} style={{ flex: 1 }}>
          <Select
            options={[
              { value: '8h', label: t('marketsDesk.carry8h') },
              { value: '1d', label: t('marketsDesk.carry1d') },
            ]}
          />
        </Form.Item>
        <Form.Item name="exposure_cap_usdt" label={t('marketsDesk.fields.exposure_cap_usdt')} rules={[decimalRule(t)]} style={{ flex: 1 }}>
          <Input className="vx-num" suffix="USDT" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="trading_hours"
        label={t('marketsDesk.fields.trading_hours')}
        extra={t('marketsDesk.hoursHelp')}
        rules={[
          {
            required: true,
            validator: (_rule, value: string) =>
              isValidTradingHours(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('marketsDesk.hoursInvalid'))),
          },
        ]}
      >
        <Input className="vx-num" data-testid="markets-field-trading_hours" />
      </Form.Item>
    </>
  );
}

export function DeliveryFields() {
  const { t } = useTranslation('admin');
  return (
    <Flex gap={12} wrap>
      <Form.Item name="payout_bp" label={t('marketsDesk.fields.payout_bp')} rules={[{ required: true }]} style={{ width: 140 }}>
        <BpInput min={1} max={MARKET_BOUNDS.payoutBpMax} />
      </Form.Item>
      <Form.Item name="min_stake" label={t('marketsDesk.fields.min_stake')} rules={[decimalRule(t)]} style={{ width: 140 }}>
        <Input className="vx-num" suffix="USDT" />
      </Form.Item>
      <Form.Item
        name="max_stake"
        label={t('marketsDesk.fields.max_stake')}
        dependencies={['min_stake']}
        style={{ width: 140 }}
        rules={[
          decimalRule(t),
          ({ getFieldValue }) => ({
            validator: (_rule, value: string) =>
              Number(value) >= Number(getFieldValue('min_stake')) ? Promise.resolve() : Promise.reject(new Error(t('marketsDesk.stakeOrder'))),
          }),
        ]}
      >
        <Input className="vx-num" suffix="USDT" />
      </Form.Item>
      <Form.Item name="active" label={t('marketsDesk.fields.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Flex>
  );
}

/** The row's versions in the rule register, newest first: what users were shown and from when. */
function History({ kind, subjectKey }: { kind: MarketChangeKind; subjectKey: string | undefined }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const history = useMarketHistory(kind, subjectKey);
  return (
    <Flex vertical gap={8} data-testid="markets-history">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('marketsDesk.history')}
      </Typography.Title>
      {history.data && history.data.items.length === 0 ? <Typography.Text type="secondary">{t('marketsDesk.noHistory')}</Typography.Text> : null}
      <Timeline
        items={(history.data?.items ?? []).map((item) => ({
          key: item.version,
          content: (
            <Flex vertical gap={2}>
              <Typography.Text strong className="vx-num">
                {t('marketsDesk.version', { version: item.version, time: format.dateTime(item.effective_at) })}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {item.reason}
              </Typography.Text>
              <ChangeValues change={{ values: asFields(item.value), previous_values: item.previous_value === null ? null : asFields(item.previous_value) }} />
            </Flex>
          ),
        }))}
      />
    </Flex>
  );
}

/** A register value's flat fields (the markets desk's rows have no nested ones). */
function asFields(value: RuleValue): MarketChange['values'] {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1])),
  );
}
