import { SwapOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Descriptions, Form, Input, Radio, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeFieldError } from '../../components';
import { Amount, REASON_MAX, reasonRules, useDecimalFormat, WrapText } from '../finance/financeUi';
import { ReviewModal } from '../finance/ReviewModal';
import { type FundLendingInput, useFundLending, useLendingOverview } from './loanQueries';
import { addDecimals, compareDecimals, LOAN_ASSET } from './loanUi';

/** The server's staff amount: up to 15 digits and 6 decimals. */
const AMOUNT_PATTERN = /^\d{1,15}(\.\d{1,6})?$/;
const FIELD_NAMES: ReadonlySet<string> = new Set(['direction', 'amount', 'reason']);

interface MoveFields {
  direction: 'in' | 'out';
  amount: string;
  reason: string;
}

/**
 * Platform capital into the lending account (what loans are paid from) or back out of it. The
 * form restates the move and the balance after it before anything is sent; the server refuses
 * taking out more than the account holds.
 */
export function MoveCapitalCard() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const format = useDecimalFormat();
  const [form] = Form.useForm<MoveFields>();
  const overview = useLendingOverview();
  const fund = useFundLending();
  const [confirming, setConfirming] = useState<FundLendingInput | null>(null);
  const direction = Form.useWatch('direction', form) ?? 'in';

  const send = () => {
    if (!confirming) return;
    const input = confirming;
    fund.mutate(input, {
      onSuccess: (answer) => {
        setConfirming(null);
        form.resetFields();
        void message.success(
          t(`loanDesk.capital.done.${input.direction}`, { amount: format(input.amount), balance: format(answer.lending_balance), asset: LOAN_ASSET }),
        );
      },
      onError: (error) => {
        if (placeFieldError(form, error, FIELD_NAMES)) setConfirming(null);
      },
    });
  };

  const balance = overview.data?.lending_balance;
  const over = confirming?.direction === 'out' && balance !== undefined && compareDecimals(confirming.amount, balance) === 1;

  return (
    <Card
      size="small"
      title={t('loanDesk.capital.title')}
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('loanDesk.capital.auditNote')}
        </Typography.Text>
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
        {t('loanDesk.capital.explanation')}
      </Typography.Paragraph>
      <Form<MoveFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={fund.isPending}
        initialValues={{ direction: 'in', amount: '', reason: '' }}
        onFinish={(fields) => {
          fund.reset();
          setConfirming({ direction: fields.direction, amount: fields.amount.trim(), reason: fields.reason.trim() });
        }}
        data-testid="lending-move-form"
      >
        <Row gutter={12} align="top">
          <Col xs={24} md={6}>
            <Form.Item name="direction" label={t('loanDesk.capital.direction')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[
                  { value: 'in', label: <span data-testid="lending-direction-in">{t('loanDesk.capital.in')}</span> },
                  { value: 'out', label: <span data-testid="lending-direction-out">{t('loanDesk.capital.out')}</span> },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="amount"
              label={t('loanDesk.capital.amount', { asset: LOAN_ASSET })}
              normalize={(value: string) => value.replace(/[\s,]/g, '')}
              extra={direction === 'out' && balance !== undefined ? t('loanDesk.capital.outHelp', { balance: format(balance), asset: LOAN_ASSET }) : undefined}
              validateFirst
              rules={[
                { required: true, message: t('loanDesk.form.amountRequired') },
                { pattern: AMOUNT_PATTERN, message: t('loanDesk.form.amountInvalid') },
                {
                  validator: (_rule, value: string) =>
                    compareDecimals(value, '0') === 1 ? Promise.resolve() : Promise.reject(new Error(t('loanDesk.form.amountInvalid'))),
                },
              ]}
            >
              <Input inputMode="decimal" autoComplete="off" suffix={LOAN_ASSET} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="lending-amount" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="reason" label={t('loanDesk.capital.reason')} validateFirst rules={reasonRules(t)}>
              <Input maxLength={REASON_MAX} placeholder={t('loanDesk.capital.reasonPlaceholder')} data-testid="lending-reason" />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            {/* A blank label keeps the button level with the fields when a field shows help under it. */}
            <Form.Item label=" ">
              <Button type="primary" htmlType="submit" block icon={<SwapOutlined />} loading={fund.isPending} data-testid="lending-submit">
                {t(direction === 'out' ? 'loanDesk.capital.submitOut' : 'loanDesk.capital.submitIn')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <ReviewModal
        open={confirming !== null}
        title={t(confirming?.direction === 'out' ? 'loanDesk.capital.confirmOutTitle' : 'loanDesk.capital.confirmInTitle')}
        okText={t('loanDesk.capital.confirmOk')}
        danger={confirming?.direction === 'out'}
        effect={t(confirming?.direction === 'out' ? (over ? 'loanDesk.capital.overEffect' : 'loanDesk.capital.outEffect') : 'loanDesk.capital.inEffect')}
        effectType={confirming?.direction === 'out' ? 'warning' : 'info'}
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
                  label: t('loanDesk.capital.amount', { asset: LOAN_ASSET }),
                  children: (
                    <Amount
                      value={confirming.direction === 'out' ? `-${confirming.amount}` : confirming.amount}
                      asset={LOAN_ASSET}
                      signed
                      strong
                      style={{ fontSize: 16 }}
                    />
                  ),
                },
                { key: 'balance', label: t('loanDesk.lending.balance'), children: <Amount value={balance} asset={LOAN_ASSET} /> },
                {
                  key: 'after',
                  label: t('loanDesk.capital.balanceAfter'),
                  children: (
                    <Amount
                      value={balance === undefined ? undefined : addDecimals(balance, confirming.amount, confirming.direction === 'out' ? -1 : 1)}
                      asset={LOAN_ASSET}
                      strong
                    />
                  ),
                },
                { key: 'reason', label: t('loanDesk.capital.reason'), children: <WrapText text={confirming.reason} /> },
              ]}
            />
          )
        }
      />
    </Card>
  );
}
