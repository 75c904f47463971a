import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type Lang, SUBSCRIPTION_RULES, type SubscriptionRule } from '@veritex/shared';
import { Alert, App, Badge, Col, DatePicker, Divider, Form, Input, InputNumber, Modal, Radio, Row, Switch, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { placeFieldError, unplacedError } from '../../components';
import { type ProjectAdmin, type ProjectInput, useSaveProject } from './subscriptionQueries';
import { PROJECT_AMOUNT_PATTERN, QUOTE_ASSET } from './subscriptionUi';

/** What is being edited: a project, or `new` for one to create. */
export type ProjectEditing = ProjectAdmin | 'new' | null;

const DATE_TIME = 'YYYY-MM-DD HH:mm';
const INTRODUCTION_MAX = 5000;
const FIELD_NAMES: ReadonlySet<string> = new Set([
  'coin',
  'coin_name',
  'coin_scale',
  'name',
  'private',
  'rule',
  'issue_price',
  'total_supply',
  'min_commit',
  'user_cap',
  'starts_at',
  'ends_at',
  'listing_at',
  'lockup_days',
  'release_at',
  'total_issuance',
  'circulation',
  'website',
  'white_paper',
]);

interface ProjectFields {
  coin: string;
  coin_name: string;
  coin_scale: number | null;
  name: string;
  private: boolean;
  rule: SubscriptionRule;
  issue_price: string;
  total_supply: string;
  min_commit: string;
  user_cap: string;
  window: [Dayjs | null, Dayjs | null] | null;
  listing_at: Dayjs | null;
  lockup_days: number | null;
  release_at: Dayjs | null;
  total_issuance: string;
  circulation: string;
  website: string;
  white_paper: string;
  introduction: Partial<Record<Lang, string>>;
}

const NEW_PROJECT: ProjectFields = {
  coin: '',
  coin_name: '',
  coin_scale: 6,
  name: '',
  private: false,
  rule: 'pro_rata',
  issue_price: '',
  total_supply: '',
  min_commit: '',
  user_cap: '',
  window: null,
  listing_at: null,
  lockup_days: 30,
  release_at: null,
  total_issuance: '',
  circulation: '',
  website: '',
  white_paper: '',
  introduction: {},
};

/**
 * Create or change a new-coin project with its coin (spec §3: the terms and the coin
 * information). Once anyone has committed, the terms are fixed and only the coin information can change.
 */
export function ProjectEditor({ editing, onClose }: { editing: ProjectEditing; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<ProjectFields>();
  const save = useSaveProject();
  const project = editing === 'new' ? null : editing;
  const termsLocked = project !== null && !project.terms_editable;
  const introduction = Form.useWatch('introduction', form) as ProjectFields['introduction'] | undefined;
  const rule = Form.useWatch('rule', form);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the project as listed, without the last refusal.
  useEffect(() => {
    if (editing === null) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue(project ? fieldsOf(project) : NEW_PROJECT);
  }, [editing]);

  const submit = (fields: ProjectFields) => {
    save.mutate(toInput(fields, project?.id), {
      onSuccess: (saved) => {
        void message.success(t(project ? 'subscriptionDesk.editor.saved' : 'subscriptionDesk.editor.created', { id: saved.id, coin: saved.coin }));
        onClose();
      },
      onError: (error) => {
        // The window's two ends are one picker.
        const placed = placeFieldError(form, error, FIELD_NAMES);
        if (placed) moveWindowError(form);
      },
    });
  };
  const refusal = unplacedError(save.error, FIELD_NAMES, t('common.networkError'));
  const amount = (name: keyof ProjectFields, label: string, suffix: string, testId: string, extra?: string) => (
    <Form.Item name={name} label={label} extra={extra} normalize={stripSeparators} validateFirst rules={amountRules(t)}>
      <Input inputMode="decimal" autoComplete="off" suffix={suffix} disabled={termsLocked && TERM_FIELDS.has(name)} data-testid={testId} />
    </Form.Item>
  );

  return (
    <Modal
      open={editing !== null}
      width={860}
      title={project ? t('subscriptionDesk.editor.editTitle', { id: project.id, coin: project.coin }) : t('subscriptionDesk.editor.newTitle')}
      okText={t('subscriptionDesk.editor.save')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'project-save' }}
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
      <Alert
        type={termsLocked ? 'warning' : 'info'}
        showIcon
        title={t(termsLocked ? 'subscriptionDesk.editor.termsLocked' : 'subscriptionDesk.editor.termsOpen')}
        style={{ marginBottom: 12 }}
      />
      <Form<ProjectFields> form={form} layout="vertical" requiredMark={false} disabled={save.isPending} onFinish={submit} data-testid="project-form">
        <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
          {t('subscriptionDesk.editor.coinSection')}
        </Divider>
        <Row gutter={12}>
          <Col xs={12} md={6}>
            <Form.Item
              name="coin"
              label={t('subscriptionDesk.editor.coin')}
              normalize={(value: string) => value.toUpperCase().trim()}
              rules={[{ required: true, pattern: /^[A-Z][A-Z0-9]{1,11}$/, message: t('subscriptionDesk.editor.coinInvalid') }]}
            >
              <Input maxLength={12} disabled={project !== null} data-testid="project-coin" />
            </Form.Item>
          </Col>
          <Col xs={12} md={10}>
            <Form.Item
              name="coin_name"
              label={t('subscriptionDesk.editor.coinName')}
              rules={[{ required: true, whitespace: true, message: t('subscriptionDesk.editor.required') }]}
            >
              <Input maxLength={60} data-testid="project-coin-name" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="coin_scale"
              label={t('subscriptionDesk.editor.coinScale')}
              extra={t('subscriptionDesk.editor.coinScaleHelp')}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={18} precision={0} style={{ width: '100%' }} disabled={termsLocked} data-testid="project-coin-scale" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="release_at" label={t('subscriptionDesk.editor.releaseAt')}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} data-testid="project-release-at" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            {amount('total_issuance', t('subscriptionDesk.editor.totalIssuance'), '', 'project-total-issuance')}
          </Col>
          <Col xs={12} md={8}>
            {amount('circulation', t('subscriptionDesk.editor.circulation'), '', 'project-circulation')}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="website" label={t('subscriptionDesk.editor.website')} rules={[urlRule(t)]}>
              <Input maxLength={300} placeholder="https://" data-testid="project-website" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="white_paper" label={t('subscriptionDesk.editor.whitePaper')} rules={[urlRule(t)]}>
              <Input maxLength={300} placeholder="https://" data-testid="project-white-paper" />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text strong>{t('subscriptionDesk.editor.introduction')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
          {t('subscriptionDesk.editor.introductionHelp')}
        </Typography.Paragraph>
        <Tabs
          size="small"
          destroyOnHidden={false}
          items={LANGUAGES.map((lang) => ({
            key: lang,
            forceRender: true,
            label: (
              <span data-testid={`project-lang-${lang}`}>
                <Badge status={introduction?.[lang]?.trim() ? 'success' : lang === 'en' ? 'error' : 'default'} /> {LANGUAGE_NATIVE_NAMES[lang]}
              </span>
            ),
            children: (
              <Form.Item
                name={['introduction', lang]}
                rules={lang === 'en' ? [{ required: true, whitespace: true, message: t('subscriptionDesk.editor.introductionRequired') }] : []}
                extra={lang === 'en' ? undefined : t('subscriptionDesk.editor.fallback')}
              >
                <Input.TextArea
                  rows={3}
                  maxLength={INTRODUCTION_MAX}
                  showCount
                  dir={lang === 'ar' ? 'rtl' : undefined}
                  data-testid={`project-introduction-${lang}`}
                />
              </Form.Item>
            ),
          }))}
        />
        <Divider titlePlacement="start" plain>
          {t('subscriptionDesk.editor.termsSection')}
        </Divider>
        <Row gutter={12}>
          <Col xs={24} md={10}>
            <Form.Item
              name="name"
              label={t('subscriptionDesk.editor.name')}
              rules={[{ required: true, whitespace: true, message: t('subscriptionDesk.editor.required') }]}
            >
              <Input maxLength={120} data-testid="project-name" />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
            <Form.Item name="private" label={t('subscriptionDesk.editor.private')} valuePropName="checked" extra={t('subscriptionDesk.editor.privateHelp')}>
              <Switch disabled={termsLocked} data-testid="project-private" />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
            <Form.Item
              name="lockup_days"
              label={t('subscriptionDesk.editor.lockupDays')}
              extra={t('subscriptionDesk.editor.lockupHelp')}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} disabled={termsLocked} data-testid="project-lockup" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="rule"
              label={t('subscriptionDesk.editor.rule')}
              extra={rule ? t(`subscriptionDesk.rules.${rule}Help`) : undefined}
              rules={[{ required: true }]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                disabled={termsLocked}
                options={SUBSCRIPTION_RULES.map((value) => ({
                  value,
                  label: <span data-testid={`project-rule-${value}`}>{t(`subscriptionDesk.rules.${value}`)}</span>,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            {amount('issue_price', t('subscriptionDesk.editor.issuePrice'), QUOTE_ASSET, 'project-price')}
          </Col>
          <Col xs={12} md={6}>
            {amount('total_supply', t('subscriptionDesk.editor.totalSupply'), '', 'project-supply', t('subscriptionDesk.editor.totalSupplyHelp'))}
          </Col>
          <Col xs={12} md={6}>
            {amount('min_commit', t('subscriptionDesk.editor.minCommit'), QUOTE_ASSET, 'project-min')}
          </Col>
          <Col xs={12} md={6}>
            {amount('user_cap', t('subscriptionDesk.editor.userCap'), QUOTE_ASSET, 'project-cap')}
          </Col>
          <Col xs={24} md={14}>
            <Form.Item
              name="window"
              label={t('subscriptionDesk.editor.window')}
              rules={[{ required: true, message: t('subscriptionDesk.editor.windowRequired') }, windowRule(t)]}
            >
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format={DATE_TIME}
                style={{ width: '100%' }}
                disabled={termsLocked}
                data-testid="project-window"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="listing_at"
              label={t('subscriptionDesk.editor.listingAt')}
              dependencies={['window']}
              rules={[{ required: true, message: t('subscriptionDesk.editor.required') }, listingRule(t)]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME} style={{ width: '100%' }} disabled={termsLocked} data-testid="project-listing-at" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {refusal && !save.isPending ? (
        <Alert type="error" showIcon title={t('finance.review.refused')} description={refusal} data-testid="project-error" />
      ) : null}
    </Modal>
  );
}

/** The fields frozen once anyone has committed. */
const TERM_FIELDS: ReadonlySet<string> = new Set(['issue_price', 'total_supply', 'min_commit', 'user_cap']);

function moveWindowError(form: ReturnType<typeof Form.useForm<ProjectFields>>[0]) {
  const errors = [...form.getFieldError('starts_at' as never), ...form.getFieldError('ends_at' as never)];
  if (errors.length > 0) form.setFields([{ name: 'window', errors }]);
}

function stripSeparators(value: string): string {
  return value.replace(/[\s,]/g, '');
}

function amountRules(t: TFunction) {
  return [
    { required: true, message: t('subscriptionDesk.editor.amountRequired') },
    { pattern: PROJECT_AMOUNT_PATTERN, message: t('subscriptionDesk.editor.amountInvalid') },
  ];
}

function urlRule(t: TFunction) {
  return { pattern: /^(https?:\/\/\S+)?$/, message: t('subscriptionDesk.editor.urlInvalid') };
}

function windowRule(t: TFunction) {
  return {
    validator: (_rule: unknown, value: ProjectFields['window']) => {
      const [start, end] = value ?? [null, null];
      return start && end && !end.isAfter(start) ? Promise.reject(new Error(t('subscriptionDesk.editor.windowInvalid'))) : Promise.resolve();
    },
  };
}

/** Listing comes after the window closes (allocation first). */
function listingRule(t: TFunction) {
  return ({ getFieldValue }: { getFieldValue: (name: keyof ProjectFields) => unknown }) => ({
    validator: (_rule: unknown, value: Dayjs | null) => {
      const window = getFieldValue('window') as ProjectFields['window'];
      const end = window?.[1];
      return value && end && value.isBefore(end) ? Promise.reject(new Error(t('subscriptionDesk.editor.listingBeforeEnd'))) : Promise.resolve();
    },
  });
}

function fieldsOf(project: ProjectAdmin): ProjectFields {
  return {
    coin: project.coin,
    coin_name: project.coin_name,
    coin_scale: project.coin_scale,
    name: project.name,
    private: project.private,
    rule: project.rule,
    issue_price: project.issue_price,
    total_supply: project.total_supply,
    min_commit: project.min_commit,
    user_cap: project.user_cap,
    window: [dayjs(project.starts_at), dayjs(project.ends_at)],
    listing_at: dayjs(project.listing_at),
    lockup_days: project.lockup_days,
    release_at: project.release_at ? dayjs(project.release_at) : null,
    total_issuance: project.total_issuance,
    circulation: project.circulation,
    website: project.website,
    white_paper: project.white_paper,
    introduction: project.introduction,
  };
}

function toInput(fields: ProjectFields, id: string | undefined): ProjectInput {
  const [start, end] = fields.window ?? [null, null];
  const introduction = Object.fromEntries(
    LANGUAGES.flatMap((lang) => {
      const text = fields.introduction?.[lang]?.trim();
      return text ? [[lang, text] as const] : [];
    }),
  );
  return {
    ...(id ? { id } : {}),
    coin: fields.coin.trim(),
    coin_name: fields.coin_name.trim(),
    coin_scale: fields.coin_scale ?? 0,
    name: fields.name.trim(),
    private: fields.private,
    rule: fields.rule,
    issue_price: fields.issue_price.trim(),
    total_supply: fields.total_supply.trim(),
    min_commit: fields.min_commit.trim(),
    user_cap: fields.user_cap.trim(),
    starts_at: start?.toISOString() ?? '',
    ends_at: end?.toISOString() ?? '',
    listing_at: fields.listing_at?.toISOString() ?? '',
    lockup_days: fields.lockup_days ?? 0,
    release_at: fields.release_at?.toISOString() ?? '',
    total_issuance: fields.total_issuance.trim(),
    circulation: fields.circulation.trim(),
    website: fields.website.trim(),
    white_paper: fields.white_paper.trim(),
    // Form bodies carry the texts as one JSON field.
    introduction: JSON.stringify(introduction),
  };
}
