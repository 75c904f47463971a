import { WalletOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOutput } from '../../api';
import { FigureTile, LoadError, placeFieldError } from '../../components';
import { Amount, REASON_MAX, RefreshControl, reasonRules, useDecimalFormat, WrapText } from '../finance/financeUi';
import { ReviewModal } from '../finance/ReviewModal';
import { type FundRewardsInput, useFundRewards, useRewardsOverview } from './rewardsQueries';
import { decimal, REWARD_ASSET, STAFF_AMOUNT_PATTERN, units } from './rewardsUi';

const FIELD_NAMES: ReadonlySet<string> = new Set(['amount', 'reason']);
/** Six figures: one row on a wide screen, two of three or more rows on narrower ones. */
const TILE = { xs: 24, sm: 12, lg: 8, xxl: 4 } as const;

/**
 * The house account that pays sign-in and benefit rewards: what it holds, what it has paid, what
 * active tasks could still pay; and "fund from capital" for finance. When it cannot pay, users are
 * told so by sign-in and claims instead of being promised a reward.
 */
export function RewardsAccountCard({ mayFund }: { mayFund: boolean }) {
  const { t } = useTranslation('admin');
  const overview = useRewardsOverview();
  return (
    <Card
      size="small"
      title={t('rewardsDesk.account.title')}
      extra={<RefreshControl updatedAt={overview.dataUpdatedAt} fetching={overview.isFetching} onRefresh={() => void overview.refetch()} />}
      data-testid="rewards-account"
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
        {t('rewardsDesk.account.explanation')}
      </Typography.Paragraph>
      {overview.isError && !overview.data ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : !overview.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <AccountFigures overview={overview.data} />
      )}
      {mayFund ? <FundForm balance={overview.data?.balance} /> : null}
    </Card>
  );
}

function AccountFigures({ overview }: { overview: AdminOutput<'rewardsOverview'> }) {
  const { t } = useTranslation('admin');
  const asset = overview.asset;
  const balance = units(overview.balance) ?? 0n;
  const outstanding = units(overview.budget_outstanding) ?? 0n;
  return (
    <>
      {balance <= 0n ? (
        <Alert type="error" showIcon title={t('rewardsDesk.account.empty')} style={{ marginBottom: 12 }} data-testid="rewards-account-empty" />
      ) : outstanding > balance ? (
        <Alert
          type="warning"
          showIcon
          title={t('rewardsDesk.account.short', { amount: decimal(outstanding - balance), asset })}
          style={{ marginBottom: 12 }}
          data-testid="rewards-account-short"
        />
      ) : null}
      <Row gutter={[12, 12]}>
        <Figure label={t('rewardsDesk.account.balance')} help={t('rewardsDesk.account.balanceHelp')} testId="rewards-balance">
          <Amount value={overview.balance} asset={asset} strong style={{ fontSize: 22 }} />
        </Figure>
        <Figure label={t('rewardsDesk.account.funded')} help={t('rewardsDesk.account.fundedHelp')} testId="rewards-funded">
          <Amount value={overview.funded_to_date} asset={asset} style={{ fontSize: 18 }} />
        </Figure>
        <Figure label={t('rewardsDesk.account.paid')} help={t('rewardsDesk.account.paidHelp')} testId="rewards-paid">
          <Amount value={overview.paid_to_date} asset={asset} style={{ fontSize: 18 }} />
        </Figure>
        <Figure label={t('rewardsDesk.account.outstanding')} help={t('rewardsDesk.account.outstandingHelp')} testId="rewards-outstanding">
          <Amount value={overview.budget_outstanding} asset={asset} style={{ fontSize: 18 }} />
        </Figure>
        <Figure label={t('rewardsDesk.account.paidSignIn')} help={t('rewardsDesk.account.signIns', { count: overview.sign_ins })} testId="rewards-paid-sign-in">
          <Amount value={overview.paid_sign_in} asset={asset} style={{ fontSize: 16 }} />
        </Figure>
        <Figure label={t('rewardsDesk.account.paidBenefits')} help={t('rewardsDesk.account.claims', { count: overview.claims })} testId="rewards-paid-benefits">
          <Amount value={overview.paid_benefits} asset={asset} style={{ fontSize: 16 }} />
        </Figure>
      </Row>
    </>
  );
}

function Figure(props: { label: string; help?: string; testId: string; children: ReactNode }) {
  return <FigureTile {...props} col={TILE} />;
}

interface FundFields {
  amount: string;
  reason: string;
}

/** Platform capital into the rewards account, restated with the balance after it before it is sent. */
function FundForm({ balance }: { balance: string | undefined }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const format = useDecimalFormat();
  const [form] = Form.useForm<FundFields>();
  const fund = useFundRewards();
  const [confirming, setConfirming] = useState<FundRewardsInput | null>(null);

  const send = () => {
    if (!confirming) return;
    fund.mutate(confirming, {
      onSuccess: (answer) => {
        void message.success(t('rewardsDesk.fund.done', { amount: format(confirming.amount), balance: format(answer.balance), asset: REWARD_ASSET }));
        setConfirming(null);
        form.resetFields();
      },
      onError: (error) => {
        if (placeFieldError(form, error, FIELD_NAMES)) setConfirming(null);
      },
    });
  };

  const after = confirming && balance !== undefined ? decimal((units(balance) ?? 0n) + (units(confirming.amount) ?? 0n)) : undefined;

  return (
    <>
      <Typography.Title level={5} style={{ fontSize: 14, marginTop: 16 }}>
        {t('rewardsDesk.fund.title')}
      </Typography.Title>
      <Form<FundFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={fund.isPending}
        initialValues={{ amount: '', reason: '' }}
        onFinish={(fields) => {
          fund.reset();
          setConfirming({ amount: fields.amount.trim(), reason: fields.reason.trim() });
        }}
        data-testid="rewards-fund-form"
      >
        <Row gutter={12} align="top">
          <Col xs={24} md={7}>
            <Form.Item
              name="amount"
              label={t('rewardsDesk.fund.amount', { asset: REWARD_ASSET })}
              normalize={(value: string) => value.replace(/[\s,]/g, '')}
              validateFirst
              rules={[
                { required: true, message: t('rewardsDesk.form.amountRequired') },
                { pattern: STAFF_AMOUNT_PATTERN, message: t('rewardsDesk.form.amountInvalid') },
                {
                  validator: (_rule, value: string) =>
                    (units(value) ?? 0n) > 0n ? Promise.resolve() : Promise.reject(new Error(t('rewardsDesk.form.amountInvalid'))),
                },
              ]}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                suffix={REWARD_ASSET}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="rewards-fund-amount"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={11}>
            <Form.Item name="reason" label={t('rewardsDesk.fund.reason')} validateFirst rules={reasonRules(t)}>
              <Input maxLength={REASON_MAX} placeholder={t('rewardsDesk.fund.reasonPlaceholder')} data-testid="rewards-fund-reason" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label=" ">
              <Button type="primary" htmlType="submit" block icon={<WalletOutlined />} loading={fund.isPending} data-testid="rewards-fund-submit">
                {t('rewardsDesk.fund.submit')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <ReviewModal
        open={confirming !== null}
        title={t('rewardsDesk.fund.confirmTitle')}
        okText={t('rewardsDesk.fund.confirmOk')}
        effect={t('rewardsDesk.fund.effect')}
        pending={fund.isPending}
        error={fund.error}
        onCancel={() => setConfirming(null)}
        onConfirm={send}
        summary={
          confirming && (
            <Descriptions
              size="small"
              bordered
              column={1}
              styles={{ label: { width: 150 } }}
              items={[
                {
                  key: 'amount',
                  label: t('rewardsDesk.fund.amount', { asset: REWARD_ASSET }),
                  children: <Amount value={confirming.amount} asset={REWARD_ASSET} signed strong style={{ fontSize: 16 }} />,
                },
                { key: 'balance', label: t('rewardsDesk.account.balance'), children: <Amount value={balance} asset={REWARD_ASSET} /> },
                { key: 'after', label: t('rewardsDesk.fund.balanceAfter'), children: <Amount value={after} asset={REWARD_ASSET} strong /> },
                { key: 'reason', label: t('rewardsDesk.fund.reason'), children: <WrapText text={confirming.reason} /> },
              ]}
            />
          )
        }
      />
    </>
  );
}
