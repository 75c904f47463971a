import { UploadOutlined } from '@ant-design/icons';
import { type CoinDesk, MARKET_BOUNDS } from '@veritex/shared';
import { Alert, App, Button, DatePicker, Flex, Form, Input, InputNumber, Modal, Select, Switch, Typography, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api';
import { DeliveryFields } from './ChangeDrawer';
import { useCreateCoin, useDeskAction } from './marketsQueries';

const CODE = /^[A-Z0-9]{2,12}$/;
const DECIMAL = /^\d{1,20}(\.\d{1,18})?$/;
/** The API's calendar day (ISO), not a display format: display goes through useFormat(). */
const WIRE_DAY = 'YYYY-MM-DD';

type CoinForm = {
  code: string;
  name: string;
  scale: number;
  display_scale: number;
  website?: string;
  white_paper?: string;
  introduction?: string;
  total_supply?: string;
  circulating_supply?: string;
  release_date?: Dayjs | null;
};

/** A new coin: code, name, decimals, display decimals, icon and the coin-information page's fields. */
export function NewCoinModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<CoinForm>();
  const [icon, setIcon] = useState<File | undefined>();
  const create = useCreateCoin();
  const submit = (values: CoinForm) => {
    const fields = {
      code: values.code,
      name: values.name,
      scale: values.scale,
      display_scale: values.display_scale,
      website: values.website ?? '',
      white_paper: values.white_paper ?? '',
      introduction: values.introduction ?? '',
      total_supply: values.total_supply ?? '',
      circulating_supply: values.circulating_supply ?? '',
      release_date: values.release_date ? values.release_date.format(WIRE_DAY) : '',
    };
    create.mutate(
      { fields, icon },
      {
        onSuccess: () => {
          void message.success(t('marketsDesk.coinCreated', { code: values.code }));
          setIcon(undefined);
          onClose();
        },
      },
    );
  };
  const httpsRule = { pattern: /^https:\/\/\S+$/, message: t('marketsDesk.httpsOnly') };
  return (
    <Modal
      open={open}
      title={t('marketsDesk.newCoin')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('marketsDesk.createCoin')}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'markets-coin-save' } as never}
      destroyOnHidden
      width={640}
    >
      {create.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={serverMessage(create.error) ?? t('common.requestError')} /> : null}
      <Form<CoinForm>
        form={form}
        layout="vertical"
        initialValues={{ scale: 8, display_scale: 4 }}
        onFinish={submit}
        preserve={false}
        data-testid="markets-coin-form"
      >
        <Flex gap={12}>
          <Form.Item
            name="code"
            label={t('marketsDesk.fields.code')}
            rules={[{ required: true, pattern: CODE, message: t('marketsDesk.codeHelp') }]}
            normalize={(value: string) => value.toUpperCase()}
            style={{ flex: 1 }}
          >
            <Input data-testid="markets-coin-code" />
          </Form.Item>
          <Form.Item name="name" label={t('marketsDesk.fields.name')} rules={[{ required: true, max: 60 }]} style={{ flex: 2 }}>
            <Input data-testid="markets-coin-name" />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item name="scale" label={t('marketsDesk.fields.scale')} rules={[{ required: true }]} extra={t('marketsDesk.scaleHelp')} style={{ flex: 1 }}>
            <InputNumber min={0} max={MARKET_BOUNDS.coinScaleMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="display_scale"
            label={t('marketsDesk.fields.display_scale')}
            dependencies={['scale']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_rule, value: number) =>
                  value <= Number(getFieldValue('scale')) ? Promise.resolve() : Promise.reject(new Error(t('marketsDesk.displayScaleHelp'))),
              }),
            ]}
            style={{ flex: 1 }}
          >
            <InputNumber min={0} max={MARKET_BOUNDS.displayScaleMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('marketsDesk.icon')} extra={t('marketsDesk.iconHelp')} style={{ flex: 1 }}>
            <Upload
              accept="image/png,image/jpeg"
              maxCount={1}
              beforeUpload={(file) => {
                setIcon(file);
                return false;
              }}
              onRemove={() => setIcon(undefined)}
            >
              <Button icon={<UploadOutlined />}>{t('marketsDesk.chooseIcon')}</Button>
            </Upload>
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item name="website" label={t('marketsDesk.fields.website')} rules={[httpsRule]} style={{ flex: 1 }}>
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="white_paper" label={t('marketsDesk.fields.white_paper')} rules={[httpsRule]} style={{ flex: 1 }}>
            <Input placeholder="https://" />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item
            name="total_supply"
            label={t('marketsDesk.fields.total_supply')}
            rules={[{ pattern: DECIMAL, message: t('marketsDesk.positiveDecimal') }]}
            style={{ flex: 1 }}
          >
            <Input className="vx-num" />
          </Form.Item>
          <Form.Item
            name="circulating_supply"
            label={t('marketsDesk.fields.circulating_supply')}
            rules={[{ pattern: DECIMAL, message: t('marketsDesk.positiveDecimal') }]}
            style={{ flex: 1 }}
          >
            <Input className="vx-num" />
          </Form.Item>
          <Form.Item name="release_date" label={t('marketsDesk.fields.release_date')} style={{ flex: 1 }}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="introduction" label={t('marketsDesk.fields.introduction')} rules={[{ max: 4000 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type MarketForm = { base: string; tick_size: string; lot_size: string; min_notional: string; maker_fee_bp: number; taker_fee_bp: number; listed: boolean };

/** A COIN_USDT market for a coin without one; it takes orders as soon as it is listed (its book starts empty). */
export function NewMarketModal({ open, coins, onClose }: { open: boolean; coins: CoinDesk[]; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<MarketForm>();
  const save = useDeskAction('marketsSaveSpot');
  const candidates = coins.filter((coin) => coin.code !== 'USDT' && !coin.markets.includes(`${coin.code}_USDT`));
  const decimal = { required: true, pattern: DECIMAL, message: t('marketsDesk.positiveDecimal') };
  return (
    <Modal
      open={open}
      title={t('marketsDesk.newMarket')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('marketsDesk.listMarket')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'markets-market-save' } as never}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('marketsDesk.newMarketNote')}
      </Typography.Paragraph>
      {save.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={serverMessage(save.error) ?? t('common.requestError')} /> : null}
      <Form<MarketForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ tick_size: '0.0001', lot_size: '0.01', min_notional: '5', maker_fee_bp: 10, taker_fee_bp: 10, listed: true }}
        onFinish={(values) =>
          save.mutate(
            { ...values, create: true },
            {
              onSuccess: (saved) => {
                void message.success(t('marketsDesk.marketListed', { symbol: saved.key }));
                onClose();
              },
            },
          )
        }
      >
        <Form.Item name="base" label={t('marketsDesk.fields.base')} rules={[{ required: true }]}>
          <Select
            showSearch
            options={candidates.map((coin) => ({ value: coin.code, label: `${coin.code} — ${coin.name}` }))}
            data-testid="markets-market-base"
          />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item name="tick_size" label={t('marketsDesk.fields.tick_size')} rules={[decimal]} style={{ flex: 1 }}>
            <Input className="vx-num" />
          </Form.Item>
          <Form.Item name="lot_size" label={t('marketsDesk.fields.lot_size')} rules={[decimal]} style={{ flex: 1 }}>
            <Input className="vx-num" />
          </Form.Item>
          <Form.Item name="min_notional" label={t('marketsDesk.fields.min_notional')} rules={[decimal]} style={{ flex: 1 }}>
            <Input className="vx-num" suffix="USDT" />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item name="maker_fee_bp" label={t('marketsDesk.fields.maker_fee_bp')} rules={[{ required: true }]} style={{ flex: 1 }}>
            <InputNumber min={0} max={MARKET_BOUNDS.feeBpMax} precision={0} suffix="bp" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="taker_fee_bp"
            label={t('marketsDesk.fields.taker_fee_bp')}
            dependencies={['maker_fee_bp']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_rule, value: number) =>
                  value >= Number(getFieldValue('maker_fee_bp')) ? Promise.resolve() : Promise.reject(new Error(t('marketsDesk.feeOrder'))),
              }),
            ]}
            style={{ flex: 1 }}
          >
            <InputNumber min={0} max={MARKET_BOUNDS.feeBpMax} precision={0} suffix="bp" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="listed" label={t('marketsDesk.fields.listed')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}

/** A perpetual for a coin the reference feed quotes; the server refuses any other (prices come from the market). */
export function NewInstrumentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ base: string; name: string }>();
  const create = useDeskAction('marketsCreateInstrument');
  return (
    <Modal
      open={open}
      title={t('marketsDesk.newInstrument')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('marketsDesk.createInstrument')}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('marketsDesk.newInstrumentNote')}
      </Typography.Paragraph>
      {create.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={serverMessage(create.error) ?? t('common.requestError')}
          data-testid="markets-instrument-error"
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) =>
          create.mutate(values, {
            onSuccess: (saved) => {
              void message.success(t('marketsDesk.instrumentCreated', { symbol: saved.key }));
              onClose();
            },
          })
        }
      >
        <Flex gap={12}>
          <Form.Item
            name="base"
            label={t('marketsDesk.fields.base')}
            rules={[{ required: true, pattern: CODE, message: t('marketsDesk.codeHelp') }]}
            normalize={(value: string) => value.toUpperCase()}
            style={{ flex: 1 }}
          >
            <Input />
          </Form.Item>
          <Form.Item name="name" label={t('marketsDesk.fields.name')} rules={[{ required: true, max: 60 }]} style={{ flex: 2 }}>
            <Input />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}

type DeliveryForm = { duration_seconds: number; payout_bp: number; min_stake: string; max_stake: string; active: boolean };

/** Delivery contracts of a new duration, in force at once; an existing duration is edited (or withdrawn) in its drawer. */
export function NewDeliveryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<DeliveryForm>();
  const create = useDeskAction('marketsCreateDelivery');
  return (
    <Modal
      open={open}
      title={t('marketsDesk.newDelivery')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('marketsDesk.createDelivery')}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('marketsDesk.newDeliveryNote')}
      </Typography.Paragraph>
      {create.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={serverMessage(create.error) ?? t('common.requestError')}
          data-testid="markets-delivery-error"
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ active: true }}
        onFinish={(values) =>
          create.mutate(
            { ...values, min_stake: values.min_stake.trim(), max_stake: values.max_stake.trim() },
            {
              onSuccess: () => {
                void message.success(t('marketsDesk.deliveryCreated', { seconds: values.duration_seconds }));
                onClose();
              },
            },
          )
        }
      >
        <Form.Item
          name="duration_seconds"
          label={t('marketsDesk.fields.duration_seconds')}
          extra={t('marketsDesk.durationHelp', { min: MARKET_BOUNDS.deliveryDurationMin, max: MARKET_BOUNDS.deliveryDurationMax })}
          rules={[{ required: true }]}
        >
          <InputNumber
            min={MARKET_BOUNDS.deliveryDurationMin}
            max={MARKET_BOUNDS.deliveryDurationMax}
            precision={0}
            suffix="s"
            style={{ width: 180 }}
            data-testid="markets-delivery-duration"
          />
        </Form.Item>
        <DeliveryFields />
      </Form>
    </Modal>
  );
}
