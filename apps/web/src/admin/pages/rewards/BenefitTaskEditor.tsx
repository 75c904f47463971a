import { BENEFIT_TASK_KINDS, type BenefitTaskKind, LANGUAGE_NATIVE_NAMES, LANGUAGES, type Lang } from '@veritex/shared';
import { Alert, App, Badge, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Switch, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOutput } from '../../api';
import { placeFieldError, unplacedError } from '../../components';
import { type BenefitTaskInput, useSaveBenefitTask } from './rewardsQueries';
import { REWARD_ASSET, STAFF_AMOUNT_PATTERN, units } from './rewardsUi';

export type BenefitTaskAdminRow = AdminOutput<'benefitTasks'>['items'][number];
/** What is being edited: a task, or `new` for one to create. */
export type TaskEditing = BenefitTaskAdminRow | 'new' | null;

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 2000;
const FIELD_NAMES: ReadonlySet<string> = new Set(['kind', 'reward', 'target', 'budget', 'period_start', 'period_end', 'active', 'sort_order']);

interface TaskFields {
  kind: BenefitTaskKind;
  titles: Partial<Record<Lang, string>>;
  descriptions: Partial<Record<Lang, string>>;
  reward: string;
  target: string;
  period: [Dayjs | null, Dayjs | null] | null;
  budget: string;
  active: boolean;
  sort_order: number | null;
}

const NEW_TASK: TaskFields = {
  kind: 'first_deposit',
  titles: {},
  descriptions: {},
  reward: '',
  target: '',
  period: null,
  budget: '',
  active: true,
  sort_order: 0,
};

/**
 * Create or change a benefit task: its title and description in the 13 languages (English
 * required; a language left empty shows the English text), reward, target, period and budget.
 * Claims already made keep what they paid.
 */
export function BenefitTaskEditor({ editing, onClose }: { editing: TaskEditing; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<TaskFields>();
  const save = useSaveBenefitTask();
  const task = editing === 'new' ? null : editing;
  const kind = Form.useWatch('kind', form);
  const titles = Form.useWatch('titles', form) as TaskFields['titles'] | undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the task as listed, without the last refusal.
  useEffect(() => {
    if (editing === null) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue(task ? fieldsOf(task) : NEW_TASK);
  }, [editing]);

  const submit = (fields: TaskFields) => {
    save.mutate(toInput(fields, task?.id), {
      onSuccess: (saved) => {
        void message.success(t(task ? 'rewardsDesk.tasks.saved' : 'rewardsDesk.tasks.created', { id: saved.id }));
        onClose();
      },
      onError: (error) => placeFieldError(form, error, FIELD_NAMES),
    });
  };
  const refusal = unplacedError(save.error, FIELD_NAMES, t('common.networkError'));

  return (
    <Modal
      open={editing !== null}
      width={760}
      title={task ? t('rewardsDesk.tasks.editTitle', { id: task.id }) : t('rewardsDesk.tasks.newTitle')}
      okText={t('rewardsDesk.tasks.save')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'benefit-task-save' }}
      cancelText={t('common.cancel')}
      cancelButtonProps={{ disabled: save.isPending }}
      onOk={() => {
        if (!save.isPending) form.submit();
      }}
      onCancel={() => {
        if (!save.isPending) onClose();
      }}
      closable={!save.isPending}
      mask={{ closable: !save.isPending }}
      destroyOnHidden
    >
      {task && task.claims > 0 ? (
        <Alert type="info" showIcon title={t('rewardsDesk.tasks.keepClaims', { count: task.claims })} style={{ marginBottom: 12 }} />
      ) : null}
      <Form<TaskFields> form={form} layout="vertical" requiredMark={false} disabled={save.isPending} onFinish={submit} data-testid="benefit-task-form">
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="kind"
              label={t('rewardsDesk.form.kind')}
              extra={kind ? t(`rewardsDesk.kinds.${kind}Help`) : undefined}
              rules={[{ required: true }]}
            >
              <Select options={BENEFIT_TASK_KINDS.map((value) => ({ value, label: t(`rewardsDesk.kinds.${value}`) }))} data-testid="benefit-task-kind" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="active" label={t('rewardsDesk.form.active')} valuePropName="checked" extra={t('rewardsDesk.form.activeHelp')}>
              <Switch data-testid="benefit-task-active" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="sort_order" label={t('rewardsDesk.form.sortOrder')} extra={t('rewardsDesk.form.sortOrderHelp')}>
              <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} data-testid="benefit-task-sort" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="reward"
              label={t('rewardsDesk.form.reward', { asset: REWARD_ASSET })}
              normalize={stripSeparators}
              validateFirst
              rules={positiveAmountRules(t)}
            >
              <Input inputMode="decimal" autoComplete="off" suffix={REWARD_ASSET} data-testid="benefit-task-reward" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="budget"
              label={t('rewardsDesk.form.budget', { asset: REWARD_ASSET })}
              extra={t('rewardsDesk.form.budgetHelp')}
              normalize={stripSeparators}
              dependencies={['reward']}
              validateFirst
              rules={[...positiveAmountRules(t), notBelowReward(t)]}
            >
              <Input inputMode="decimal" autoComplete="off" suffix={REWARD_ASSET} data-testid="benefit-task-budget" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            {kind === 'trading_volume' ? (
              <Form.Item
                name="target"
                label={t('rewardsDesk.form.target', { asset: REWARD_ASSET })}
                extra={t('rewardsDesk.form.targetHelp')}
                normalize={stripSeparators}
                validateFirst
                rules={positiveAmountRules(t)}
              >
                <Input inputMode="decimal" autoComplete="off" suffix={REWARD_ASSET} data-testid="benefit-task-target" />
              </Form.Item>
            ) : (
              <Form.Item label={t('rewardsDesk.form.targetOnce')}>
                <Typography.Text type="secondary">{t('rewardsDesk.form.targetOnceHelp')}</Typography.Text>
              </Form.Item>
            )}
          </Col>
          <Col span={24}>
            <Form.Item name="period" label={t('rewardsDesk.form.period')} extra={t('rewardsDesk.form.periodHelp')} rules={[periodRule(t)]}>
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                allowEmpty={[true, true]}
                placeholder={[t('rewardsDesk.form.periodStart'), t('rewardsDesk.form.periodEnd')]}
                style={{ width: '100%' }}
                data-testid="benefit-task-period"
              />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text strong>{t('rewardsDesk.form.texts')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
          {t('rewardsDesk.form.textsHelp')}
        </Typography.Paragraph>
        <Tabs
          size="small"
          // Every language's fields stay mounted, so the form keeps (and validates) all of them.
          destroyOnHidden={false}
          items={LANGUAGES.map((lang) => ({
            key: lang,
            forceRender: true,
            label: (
              <span data-testid={`benefit-task-lang-${lang}`}>
                <Badge status={titles?.[lang]?.trim() ? 'success' : lang === 'en' ? 'error' : 'default'} /> {LANGUAGE_NATIVE_NAMES[lang]}
              </span>
            ),
            children: <LanguageFields lang={lang} />,
          }))}
        />
      </Form>
      {refusal && !save.isPending ? (
        <Alert type="error" showIcon title={t('finance.review.refused')} description={refusal} data-testid="benefit-task-error" />
      ) : null}
    </Modal>
  );
}

function LanguageFields({ lang }: { lang: Lang }) {
  const { t } = useTranslation('admin');
  const english = lang === 'en';
  return (
    <div dir={lang === 'ar' ? 'rtl' : undefined}>
      <Form.Item
        name={['titles', lang]}
        label={english ? t('rewardsDesk.form.titleEnglish') : t('rewardsDesk.form.title')}
        extra={english ? undefined : t('rewardsDesk.form.fallback')}
        rules={english ? [{ required: true, whitespace: true, message: t('rewardsDesk.form.titleRequired') }] : []}
      >
        <Input maxLength={TITLE_MAX} showCount data-testid={`benefit-task-title-${lang}`} />
      </Form.Item>
      <Form.Item name={['descriptions', lang]} label={t('rewardsDesk.form.description')}>
        <Input.TextArea rows={3} maxLength={DESCRIPTION_MAX} showCount data-testid={`benefit-task-description-${lang}`} />
      </Form.Item>
    </div>
  );
}

function stripSeparators(value: string): string {
  return value.replace(/[\s,]/g, '');
}

function positiveAmountRules(t: TFunction) {
  return [
    { required: true, message: t('rewardsDesk.form.amountRequired') },
    { pattern: STAFF_AMOUNT_PATTERN, message: t('rewardsDesk.form.amountInvalid') },
    {
      validator: (_rule: unknown, value: string) =>
        (units(value) ?? 0n) > 0n ? Promise.resolve() : Promise.reject(new Error(t('rewardsDesk.form.amountInvalid'))),
    },
  ];
}

/** A budget below one reward could never pay a claim. */
function notBelowReward(t: TFunction) {
  return ({ getFieldValue }: { getFieldValue: (name: keyof TaskFields) => unknown }) => ({
    validator: (_rule: unknown, value: string) => {
      const budget = units(value);
      const reward = units(String(getFieldValue('reward') ?? ''));
      return budget !== undefined && reward !== undefined && budget < reward
        ? Promise.reject(new Error(t('rewardsDesk.form.budgetBelowReward')))
        : Promise.resolve();
    },
  });
}

function periodRule(t: TFunction) {
  return {
    validator: (_rule: unknown, value: TaskFields['period']) => {
      const [start, end] = value ?? [null, null];
      return start && end && !end.isAfter(start) ? Promise.reject(new Error(t('rewardsDesk.form.periodInvalid'))) : Promise.resolve();
    },
  };
}

function fieldsOf(task: BenefitTaskAdminRow): TaskFields {
  return {
    kind: task.kind,
    titles: task.titles,
    descriptions: task.descriptions,
    reward: task.reward,
    target: task.unit === 'usdt' ? task.target : '',
    period:
      task.period_start || task.period_end ? [task.period_start ? dayjs(task.period_start) : null, task.period_end ? dayjs(task.period_end) : null] : null,
    budget: task.budget,
    active: task.active,
    sort_order: task.sort_order,
  };
}

/** Only the languages filled in travel (the server stores no empty text); the texts go as one JSON field of the form body. */
function texts(values: Partial<Record<Lang, string>> | undefined): string {
  const filled = LANGUAGES.flatMap((lang) => {
    const text = values?.[lang]?.trim();
    return text ? [[lang, text] as const] : [];
  });
  return JSON.stringify(Object.fromEntries(filled));
}

function toInput(fields: TaskFields, id: string | undefined): BenefitTaskInput {
  const [start, end] = fields.period ?? [null, null];
  return {
    ...(id ? { id } : {}),
    kind: fields.kind,
    titles: texts(fields.titles),
    descriptions: texts(fields.descriptions),
    reward: fields.reward.trim(),
    // One-off tasks measure done / not done: their target is 1.
    ...(fields.kind === 'trading_volume' ? { target: fields.target.trim() } : {}),
    period_start: start ? start.toISOString() : '',
    period_end: end ? end.toISOString() : '',
    budget: fields.budget.trim(),
    active: fields.active,
    sort_order: fields.sort_order ?? 0,
  };
}
