import { SaveOutlined } from '@ant-design/icons';
import { SIGN_IN_CYCLE_DAYS } from '@veritex/shared';
import { Alert, App, Button, Card, Col, Form, Input, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, placeFieldError, unplacedError } from '../../components';
import { Amount } from '../finance/financeUi';
import { type SignInRewardsInput, useSaveSignInRewards, useSignInRewards } from './rewardsQueries';
import { decimal, REWARD_ASSET, STAFF_AMOUNT_PATTERN, units } from './rewardsUi';

const DAYS = Array.from({ length: SIGN_IN_CYCLE_DAYS }, (_, index) => index + 1);
type DayField = `day_${number}`;
type RewardFields = Record<DayField, string>;
const FIELD_NAMES: ReadonlySet<string> = new Set(DAYS.map((day) => `day_${day}`));

/**
 * The reward of each day of the 7-day sign-in cycle. A change applies from the next sign-in on;
 * sign-ins already made keep what they paid (each copies its amount).
 */
export function SignInRewardsCard({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<RewardFields>();
  const rewards = useSignInRewards();
  const save = useSaveSignInRewards();
  const values = Form.useWatch([], form) as Partial<RewardFields> | undefined;
  const total = DAYS.reduce<bigint | undefined>((sum, day) => {
    const value = units(values?.[`day_${day}`]);
    return sum === undefined || value === undefined ? undefined : sum + value;
  }, 0n);

  // A read (or another staff member's save) resets the form to what is stored, unless it was edited.
  useEffect(() => {
    if (!rewards.data || form.isFieldsTouched()) return;
    form.setFieldsValue(Object.fromEntries(rewards.data.rewards.map((row) => [`day_${row.day}`, row.reward])));
  }, [rewards.data, form]);

  const submit = (fields: RewardFields) => {
    const input = Object.fromEntries(DAYS.map((day) => [`day_${day}`, (fields[`day_${day}`] ?? '').trim()])) as SignInRewardsInput;
    save.mutate(input, {
      onSuccess: (answer) => {
        form.resetFields();
        form.setFieldsValue(Object.fromEntries(answer.rewards.map((row) => [`day_${row.day}`, row.reward])));
        void message.success(t('rewardsDesk.signIn.saved', { total: answer.cycle_total, asset: answer.asset }));
      },
      onError: (error) => placeFieldError(form, error, FIELD_NAMES),
    });
  };
  const refusal = unplacedError(save.error, FIELD_NAMES, t('common.networkError'));

  return (
    <Card
      size="small"
      title={t('rewardsDesk.signIn.title')}
      extra={
        mayEdit ? (
          <Button
            size="small"
            type="primary"
            icon={<SaveOutlined />}
            loading={save.isPending}
            disabled={!rewards.data}
            onClick={() => form.submit()}
            data-testid="sign-in-rewards-save"
          >
            {t('rewardsDesk.signIn.save')}
          </Button>
        ) : null
      }
      data-testid="sign-in-rewards"
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
        {t('rewardsDesk.signIn.explanation')}
      </Typography.Paragraph>
      {rewards.isError && !rewards.data ? (
        <LoadError error={rewards.error} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />
      ) : !rewards.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Form<RewardFields>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={!mayEdit || save.isPending}
          onFinish={submit}
          data-testid="sign-in-rewards-form"
        >
          <Row gutter={[12, 0]}>
            {DAYS.map((day) => (
              <Col key={day} xs={12} sm={8} lg={6} xxl={3}>
                <Form.Item
                  name={`day_${day}`}
                  label={t('rewardsDesk.signIn.day', { day })}
                  normalize={(value: string) => value.replace(/[\s,]/g, '')}
                  validateFirst
                  rules={[
                    { required: true, message: t('rewardsDesk.form.amountRequired') },
                    { pattern: STAFF_AMOUNT_PATTERN, message: t('rewardsDesk.form.amountInvalid') },
                  ]}
                >
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    suffix={REWARD_ASSET}
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                    data-testid={`sign-in-reward-${day}`}
                  />
                </Form.Item>
              </Col>
            ))}
            <Col xs={12} sm={8} lg={6} xxl={3}>
              <Form.Item label={t('rewardsDesk.signIn.cycleTotal')}>
                <div style={{ paddingBlock: 4 }} data-testid="sign-in-cycle-total">
                  <Amount value={total === undefined ? undefined : decimal(total)} asset={REWARD_ASSET} strong style={{ fontSize: 16 }} />
                </div>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
      {refusal && !save.isPending ? (
        <Alert type="error" showIcon title={t('finance.review.refused')} description={refusal} data-testid="sign-in-rewards-error" />
      ) : null}
    </Card>
  );
}
