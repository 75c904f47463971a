import { NodeIndexOutlined, ShopOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Descriptions, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api';
import { Mono, placeFieldError, TimeText } from '../../components';
import { Amount } from '../finance/financeUi';
import { ReviewModal } from '../finance/ReviewModal';
import { type MarketInput, type ProjectAdmin, useAllocateProject, useInviteToPlacement, useListProjectMarket } from './subscriptionQueries';
import { PROJECT_AMOUNT_PATTERN, QUOTE_ASSET } from './subscriptionUi';

/**
 * Run the allocation now (the job does the same within a minute of the window's end): the root of
 * every commitment is published first, then the project's rule decides; staff choose nothing.
 */
export function AllocateAction({ project }: { project: ProjectAdmin }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const allocate = useAllocateProject();
  const [confirming, setConfirming] = useState(false);
  const windowOpen = dayjs(project.ends_at).isAfter(dayjs());
  return (
    <Space direction="vertical" size={8} style={{ marginTop: 12, width: '100%' }}>
      <Button
        type="primary"
        icon={<NodeIndexOutlined />}
        disabled={windowOpen}
        onClick={() => {
          allocate.reset();
          setConfirming(true);
        }}
        data-testid="project-allocate"
      >
        {t('subscriptionDesk.allocate.button')}
      </Button>
      {windowOpen ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('subscriptionDesk.allocate.waitForEnd')} <TimeText iso={project.ends_at} />
        </Typography.Text>
      ) : null}
      <ReviewModal
        open={confirming}
        title={t('subscriptionDesk.allocate.title', { name: project.name })}
        okText={t('subscriptionDesk.allocate.confirm')}
        effect={t(`subscriptionDesk.allocate.effect.${project.rule}`)}
        pending={allocate.isPending}
        error={allocate.error}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          allocate.mutate(
            { project_id: project.id },
            {
              onSuccess: (answer) => {
                setConfirming(false);
                void message.success(t('subscriptionDesk.allocate.done', { allotted: answer.allocation?.allotted ?? '0', coin: answer.coin }));
              },
            },
          )
        }
        summary={
          <Descriptions
            size="small"
            bordered
            column={1}
            styles={{ label: { width: 160 } }}
            items={[
              { key: 'committed', label: t('subscriptionDesk.columns.committed'), children: <Amount value={project.committed} asset={QUOTE_ASSET} strong /> },
              { key: 'subscribers', label: t('subscriptionDesk.drawer.subscriptions'), children: project.subscriptions },
              { key: 'supply', label: t('subscriptionDesk.editor.totalSupply'), children: <Amount value={project.total_supply} asset={project.coin} /> },
              { key: 'rule', label: t('subscriptionDesk.editor.rule'), children: t(`subscriptionDesk.rules.${project.rule}`) },
              { key: 'lockup', label: t('subscriptionDesk.editor.lockupDays'), children: t('subscriptionDesk.days', { count: project.lockup_days }) },
            ]}
          />
        }
      />
    </Space>
  );
}

interface MarketFields {
  tick_size: string;
  lot_size: string;
  min_notional: string;
  maker_fee_bp: number | null;
  taker_fee_bp: number | null;
}
const MARKET_FIELDS: ReadonlySet<string> = new Set(['tick_size', 'lot_size', 'min_notional', 'maker_fee_bp', 'taker_fee_bp']);

/** List the allocated coin as COIN_USDT with the market's rules, restated before it is sent. */
export function ListMarketForm({ project }: { project: ProjectAdmin }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<MarketFields>();
  const list = useListProjectMarket();
  const [confirming, setConfirming] = useState<MarketInput | null>(null);
  const symbol = `${project.coin}_${QUOTE_ASSET}`;
  const beforeListing = dayjs(project.listing_at).isAfter(dayjs());
  const amount = (name: keyof MarketFields, label: string, suffix: string, testId: string) => (
    <Form.Item
      name={name}
      label={label}
      normalize={(value: string) => value.replace(/[\s,]/g, '')}
      validateFirst
      rules={[
        { required: true, message: t('subscriptionDesk.editor.amountRequired') },
        { pattern: PROJECT_AMOUNT_PATTERN, message: t('subscriptionDesk.editor.amountInvalid') },
      ]}
    >
      <Input inputMode="decimal" autoComplete="off" suffix={suffix} data-testid={testId} />
    </Form.Item>
  );
  return (
    <div style={{ marginTop: 12 }} data-testid="project-list-market">
      <Typography.Title level={5} style={{ fontSize: 14 }}>
        {t('subscriptionDesk.market.title', { symbol })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('subscriptionDesk.market.explanation')}
      </Typography.Paragraph>
      <Form<MarketFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={list.isPending}
        initialValues={{ tick_size: '0.0001', lot_size: '0.01', min_notional: '5', maker_fee_bp: 10, taker_fee_bp: 10 }}
        onFinish={(fields) => {
          list.reset();
          setConfirming({
            project_id: project.id,
            tick_size: fields.tick_size.trim(),
            lot_size: fields.lot_size.trim(),
            min_notional: fields.min_notional.trim(),
            maker_fee_bp: fields.maker_fee_bp ?? 0,
            taker_fee_bp: fields.taker_fee_bp ?? 0,
          });
        }}
      >
        <Row gutter={12}>
          <Col xs={12} md={8}>
            {amount('tick_size', t('subscriptionDesk.market.tickSize'), QUOTE_ASSET, 'market-tick')}
          </Col>
          <Col xs={12} md={8}>
            {amount('lot_size', t('subscriptionDesk.market.lotSize'), project.coin, 'market-lot')}
          </Col>
          <Col xs={12} md={8}>
            {amount('min_notional', t('subscriptionDesk.market.minNotional'), QUOTE_ASSET, 'market-min-notional')}
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="maker_fee_bp"
              label={t('subscriptionDesk.market.makerFee')}
              extra={<BpHint name="maker_fee_bp" t={t} />}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} data-testid="market-maker-fee" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="taker_fee_bp"
              label={t('subscriptionDesk.market.takerFee')}
              extra={<BpHint name="taker_fee_bp" t={t} />}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} data-testid="market-taker-fee" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label=" ">
              <Button
                type="primary"
                htmlType="submit"
                block
                icon={<ShopOutlined />}
                loading={list.isPending}
                disabled={beforeListing}
                data-testid="market-submit"
              >
                {t('subscriptionDesk.market.submit', { symbol })}
              </Button>
            </Form.Item>
          </Col>
          <Col span={24}>
            {beforeListing ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="market-wait">
                {t('subscriptionDesk.market.waitForListing')} <TimeText iso={project.listing_at} />
              </Typography.Text>
            ) : null}
          </Col>
        </Row>
      </Form>
      <ReviewModal
        open={confirming !== null}
        title={t('subscriptionDesk.market.confirmTitle', { symbol })}
        okText={t('subscriptionDesk.market.confirm')}
        effect={t('subscriptionDesk.market.effect')}
        pending={list.isPending}
        error={list.error}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          list.mutate(confirming, {
            onSuccess: (answer) => {
              setConfirming(null);
              void message.success(t('subscriptionDesk.market.done', { symbol: answer.market ?? symbol }));
            },
            onError: (error) => {
              if (placeFieldError(form, error, MARKET_FIELDS)) setConfirming(null);
            },
          });
        }}
        summary={
          confirming && (
            <Descriptions
              size="small"
              bordered
              column={1}
              styles={{ label: { width: 160 } }}
              items={[
                { key: 'symbol', label: t('subscriptionDesk.market.symbol'), children: <Mono>{symbol}</Mono> },
                { key: 'opens', label: t('subscriptionDesk.editor.listingAt'), children: <TimeText iso={project.listing_at} /> },
                { key: 'tick', label: t('subscriptionDesk.market.tickSize'), children: <Amount value={confirming.tick_size} asset={QUOTE_ASSET} /> },
                { key: 'lot', label: t('subscriptionDesk.market.lotSize'), children: <Amount value={confirming.lot_size} asset={project.coin} /> },
                { key: 'min', label: t('subscriptionDesk.market.minNotional'), children: <Amount value={confirming.min_notional} asset={QUOTE_ASSET} /> },
                {
                  key: 'fees',
                  label: t('subscriptionDesk.market.fees'),
                  children: t('subscriptionDesk.market.feesValue', { maker: bpPercent(confirming.maker_fee_bp), taker: bpPercent(confirming.taker_fee_bp) }),
                },
              ]}
            />
          )
        }
      />
    </div>
  );
}

/** Basis points in percent, exactly (10 → "0.1"). */
function bpPercent(bp: unknown): string {
  const value = Number(bp);
  if (!Number.isInteger(value)) return '—';
  const whole = Math.floor(value / 100);
  const rest = String(value % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

function BpHint({ name, t }: { name: keyof MarketFields; t: TFunction }) {
  const value = Form.useWatch(name, Form.useFormInstance<MarketFields>());
  return <span>{t('subscriptionDesk.market.bpHelp', { percent: bpPercent(value) })}</span>;
}

/** Invite a user (by id) to a private placement: they then see it and may subscribe under its terms. */
export function InviteForm({ project, mayManage }: { project: ProjectAdmin; mayManage: boolean }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ user_id: string }>();
  const invite = useInviteToPlacement();
  return (
    <div data-testid="project-invitations">
      <Typography.Title level={5} style={{ fontSize: 14 }}>
        {t('subscriptionDesk.invite.title', { count: project.invited })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('subscriptionDesk.invite.explanation')}
      </Typography.Paragraph>
      {mayManage ? (
        <Form
          form={form}
          layout="inline"
          disabled={invite.isPending}
          onFinish={({ user_id }) =>
            invite.mutate(
              { project_id: project.id, user_id: user_id.trim() },
              {
                onSuccess: (answer) => {
                  form.resetFields();
                  void message.success(t('subscriptionDesk.invite.done', { user: answer.user_id, count: answer.invited }));
                },
                onError: (error) => placeFieldError(form, error, new Set(['user_id'])),
              },
            )
          }
        >
          <Form.Item
            name="user_id"
            normalize={(value: string) => value.trim()}
            rules={[{ required: true, pattern: /^\d{1,18}$/, message: t('subscriptionDesk.invite.userInvalid') }]}
          >
            <Input inputMode="numeric" placeholder={t('subscriptionDesk.invite.userId')} style={{ width: 200 }} data-testid="project-invite-user" />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" icon={<UserAddOutlined />} loading={invite.isPending} data-testid="project-invite-submit">
              {t('subscriptionDesk.invite.submit')}
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      {invite.error && !invite.isPending && !form.getFieldError('user_id').length ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={t('finance.review.refused')}
          description={serverMessage(invite.error) ?? t('common.networkError')}
        />
      ) : null}
    </div>
  );
}
