import { SendOutlined } from '@ant-design/icons';
import {
  BROADCAST_BODY_MAX,
  BROADCAST_LEVELS,
  BROADCAST_PRODUCTS,
  BROADCAST_TITLE_MAX,
  type BroadcastKind,
  type BroadcastLevel,
  type BroadcastProduct,
  type BroadcastView,
  COUNTRIES,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type Lang,
  type StaffView,
} from '@veritex/shared';
import { Alert, App, Button, Card, DatePicker, Flex, Form, Input, Popconfirm, Radio, Select, Table, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { serverMessage, toSpecLang } from '../../api';
import { EmptyState, LoadError, regionName, regionNamesFor, TimeText, testIdProps } from '../../components';
import { can } from '../../roles';
import { useBroadcastRecipients, useBroadcasts, useCancelBroadcast, useSendBroadcast } from './consoleQueries';

type Texts = Partial<Record<Lang, { title: string; body: string }>>;
interface Audience {
  level: BroadcastLevel;
  jurisdiction: string;
  country: string;
  product: BroadcastProduct;
}
const EVERYONE: Audience = { level: 'any', jurisdiction: '', country: '', product: 'any' };
const ORDERED_LANGS: Lang[] = ['en', ...LANGUAGES.filter((lang) => lang !== 'en')];

/**
 * The broadcast desk (issue 19 §5): write an announcement (everyone) or an inbox message to all
 * users or a group, in the languages staff provide (English required, the others fall back to it),
 * see how many users it reaches, send now or schedule; the list shows past and scheduled ones, and
 * a scheduled one can be cancelled. Every send and cancel is audited.
 */
export function BroadcastPage({ staff }: { staff: StaffView }) {
  const mayWrite = can(staff.roles, 'sendBroadcast');
  return (
    <Flex vertical gap={16}>
      {mayWrite ? <ComposeCard /> : null}
      <BroadcastList mayWrite={mayWrite} />
    </Flex>
  );
}

function ComposeCard() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { message } = App.useApp();
  const send = useSendBroadcast();
  const [kind, setKind] = useState<BroadcastKind>('message');
  const [audience, setAudience] = useState<Audience>(EVERYONE);
  const [texts, setTexts] = useState<Texts>({});
  const [lang, setLang] = useState<Lang>('en');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState<Dayjs | null>(() => dayjs().add(1, 'hour').startOf('hour'));
  const recipients = useBroadcastRecipients({ kind, ...(kind === 'message' ? audience : EVERYONE) });
  const count = recipients.data?.count;
  const english = texts.en;
  const ready = (english?.title.trim() ?? '') !== '' && (english?.body.trim() ?? '') !== '' && (when === 'now' || at?.isAfter(dayjs()) === true);

  const setText = (field: 'title' | 'body', value: string) =>
    setTexts((previous) => ({ ...previous, [lang]: { title: previous[lang]?.title ?? '', body: previous[lang]?.body ?? '', [field]: value } }));

  const submit = () => {
    const fields: Record<string, string> = {};
    for (const [code, text] of Object.entries(texts)) {
      if (!text || text.title.trim() === '') continue;
      fields[`title_${code}`] = text.title;
      fields[`body_${code}`] = text.body;
    }
    send.mutate(
      { kind, ...(kind === 'message' ? audience : EVERYONE), ...fields, send_at: when === 'later' && at ? at.toISOString() : '' },
      {
        onSuccess: (sent) => {
          void message.success(
            sent.status === 'sent'
              ? t('broadcast.sent', { count: sent.recipients ?? count ?? 0 })
              : t('broadcast.scheduledFor', { at: format.dateTime(sent.send_at) }),
          );
          setTexts({});
          setLang('en');
        },
      },
    );
  };

  const sendLabel =
    kind === 'announcement'
      ? when === 'now'
        ? t('broadcast.publishNow')
        : t('broadcast.scheduleAnnouncement')
      : when === 'now'
        ? t('broadcast.sendNow')
        : t('broadcast.scheduleMessage');

  return (
    <Card size="small" title={t('broadcast.composeTitle')} data-testid="broadcast-compose">
      <Form layout="vertical" disabled={send.isPending}>
        <Flex gap={24} wrap>
          <Form.Item label={t('broadcast.kind')}>
            <Radio.Group value={kind} onChange={(event) => setKind(event.target.value)} data-testid="broadcast-kind">
              <Radio value="message">{t('broadcast.kinds.message')}</Radio>
              <Radio value="announcement">{t('broadcast.kinds.announcement')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('broadcast.when')}>
            <Flex gap={8} align="center">
              <Radio.Group value={when} onChange={(event) => setWhen(event.target.value)} data-testid="broadcast-when">
                <Radio value="now">{t('broadcast.now')}</Radio>
                <Radio value="later">{t('broadcast.later')}</Radio>
              </Radio.Group>
              {when === 'later' ? (
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  value={at}
                  onChange={setAt}
                  disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
                  data-testid="broadcast-at"
                />
              ) : null}
            </Flex>
          </Form.Item>
        </Flex>
        {kind === 'message' ? (
          <AudienceFields audience={audience} onChange={setAudience} />
        ) : (
          <Alert type="info" showIcon title={t('broadcast.announcementAudience')} />
        )}
        <Tabs
          size="small"
          activeKey={lang}
          onChange={(key) => setLang(key as Lang)}
          items={ORDERED_LANGS.map((code) => ({
            key: code,
            label: (
              <span data-testid={`broadcast-lang-${code}`} title={LANGUAGE_NATIVE_NAMES[code]}>
                {code.toUpperCase()}
                {code === 'en' ? ' *' : ''}
                {texts[code]?.title ? ' ✓' : ''}
              </span>
            ),
          }))}
        />
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('broadcast.languagesHelp')}
        </Typography.Paragraph>
        <Form.Item label={t('broadcast.titleLabel', { lang: LANGUAGE_NATIVE_NAMES[lang] })} required={lang === 'en'}>
          <Input
            value={texts[lang]?.title ?? ''}
            maxLength={BROADCAST_TITLE_MAX}
            onChange={(event) => setText('title', event.target.value)}
            data-testid="broadcast-title"
            dir="auto"
          />
        </Form.Item>
        <Form.Item label={t('broadcast.bodyLabel', { lang: LANGUAGE_NATIVE_NAMES[lang] })} required={lang === 'en'}>
          <Input.TextArea
            value={texts[lang]?.body ?? ''}
            maxLength={BROADCAST_BODY_MAX}
            autoSize={{ minRows: 3, maxRows: 10 }}
            onChange={(event) => setText('body', event.target.value)}
            data-testid="broadcast-body"
            dir="auto"
          />
        </Form.Item>
        <Flex justify="space-between" align="center" gap={12}>
          <Typography.Text data-testid="broadcast-recipients" data-count={count ?? ''}>
            {recipients.isPending ? t('broadcast.counting') : t('broadcast.reaches', { count: count ?? 0 })}
          </Typography.Text>
          <Popconfirm title={sendLabel} okText={t('broadcast.confirm')} cancelText={t('common.cancel')} onConfirm={submit} disabled={!ready}>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={send.isPending}
              disabled={!ready || (kind === 'message' && count === 0)}
              data-testid="broadcast-send"
            >
              {sendLabel}
            </Button>
          </Popconfirm>
        </Flex>
        {send.isError ? (
          <Alert style={{ marginTop: 12 }} type="error" showIcon title={serverMessage(send.error) ?? t('common.networkError')} data-testid="broadcast-error" />
        ) : null}
      </Form>
    </Card>
  );
}

function AudienceFields({ audience, onChange }: { audience: Audience; onChange: (audience: Audience) => void }) {
  const { t, i18n } = useTranslation('admin');
  const regions = useMemo(() => regionNamesFor(toSpecLang(i18n.language)), [i18n.language]);
  const countryOptions = useMemo(
    () =>
      [
        { value: '', label: t('broadcast.audience.anyCountry') },
        ...COUNTRIES.map((entry) => ({ value: entry.code, label: `${regionName(regions, entry.code)} (${entry.code})` })).sort((a, b) =>
          a.label.localeCompare(b.label),
        ),
      ] as Array<{ value: string; label: string }>,
    [regions, t],
  );
  return (
    <Flex gap={12} wrap>
      <Form.Item label={t('broadcast.audience.level')}>
        <Select
          style={{ width: 200 }}
          value={audience.level}
          onChange={(level) => onChange({ ...audience, level })}
          options={BROADCAST_LEVELS.map((level) => ({ value: level, label: t(`broadcast.levels.${level}`) }))}
          data-testid="broadcast-level"
        />
      </Form.Item>
      <Form.Item label={t('broadcast.audience.country')}>
        <Select
          style={{ width: 240 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={audience.country}
          onChange={(country) => onChange({ ...audience, country })}
          options={countryOptions}
          data-testid="broadcast-country"
        />
      </Form.Item>
      <Form.Item label={t('broadcast.audience.jurisdiction')} tooltip={t('broadcast.audience.jurisdictionHelp')}>
        <Input
          style={{ width: 160 }}
          value={audience.jurisdiction}
          placeholder={t('broadcast.audience.anyJurisdiction')}
          onChange={(event) => onChange({ ...audience, jurisdiction: event.target.value.trim() })}
          data-testid="broadcast-jurisdiction"
        />
      </Form.Item>
      <Form.Item label={t('broadcast.audience.product')}>
        <Select
          style={{ width: 220 }}
          value={audience.product}
          onChange={(product) => onChange({ ...audience, product })}
          options={BROADCAST_PRODUCTS.map((product) => ({ value: product, label: t(`broadcast.products.${product}`) }))}
          data-testid="broadcast-product"
        />
      </Form.Item>
    </Flex>
  );
}

const STATUS_COLORS = { scheduled: 'processing', sent: 'success', cancelled: 'default' } as const;

function BroadcastList({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const regions = useMemo(() => regionNamesFor(toSpecLang(i18n.language)), [i18n.language]);
  const list = useBroadcasts();
  const cancel = useCancelBroadcast();
  const audienceText = (row: BroadcastView) => {
    if (row.kind === 'announcement') return t('broadcast.audience.everyoneAnnouncement');
    const parts = [
      row.audience.level !== 'any' ? t(`broadcast.levels.${row.audience.level}`) : '',
      row.audience.country !== '' ? regionName(regions, row.audience.country) : '',
      row.audience.jurisdiction !== '' ? row.audience.jurisdiction : '',
      row.audience.product !== 'any' ? t(`broadcast.products.${row.audience.product}`) : '',
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('broadcast.audience.everyone');
  };
  const columns: TableColumnsType<BroadcastView> = [
    {
      title: t('broadcast.columns.status'),
      dataIndex: 'status',
      width: 96,
      render: (status: BroadcastView['status']) => <Tag color={STATUS_COLORS[status]}>{t(`broadcast.statuses.${status}`)}</Tag>,
    },
    { title: t('broadcast.columns.kind'), dataIndex: 'kind', width: 120, render: (kind: BroadcastKind) => t(`broadcast.kinds.${kind}`) },
    { title: t('broadcast.columns.title'), dataIndex: 'title', ellipsis: true },
    { title: t('broadcast.columns.audience'), key: 'audience', width: 150, ellipsis: true, render: (_value, row) => audienceText(row) },
    {
      title: t('broadcast.columns.languages'),
      dataIndex: 'languages',
      width: 80,
      render: (langs: Lang[]) => langs.map((code) => code.toUpperCase()).join(' '),
    },
    { title: t('broadcast.columns.sendAt'), dataIndex: 'send_at', width: 150, render: (iso: string) => <TimeText iso={iso} /> },
    {
      title: t('broadcast.columns.recipients'),
      dataIndex: 'recipients',
      width: 70,
      align: 'end',
      render: (value: number | null) => (value === null ? '—' : value),
    },
    { title: t('broadcast.columns.by'), dataIndex: 'created_by', width: 80, ellipsis: true },
  ];
  if (mayWrite) {
    columns.push({
      title: t('broadcast.columns.actions'),
      key: 'actions',
      width: 96,
      render: (_value, row) =>
        row.status === 'scheduled' ? (
          <Popconfirm
            title={t('broadcast.cancelConfirm')}
            okText={t('broadcast.cancel')}
            cancelText={t('common.cancel')}
            onConfirm={() => cancel.mutate(row.id)}
          >
            <Button size="small" danger loading={cancel.isPending && cancel.variables === row.id} data-testid={`broadcast-cancel-${row.id}`}>
              {t('broadcast.cancel')}
            </Button>
          </Popconfirm>
        ) : null,
    });
  }
  return (
    <Card size="small" title={t('broadcast.listTitle')}>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Table<BroadcastView>
          size="small"
          rowKey="id"
          tableLayout="fixed"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isPending}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          onRow={(row) => testIdProps(`broadcast-row-${row.id}`)}
          locale={{ emptyText: list.isPending ? ' ' : <EmptyState text={t('broadcast.empty')} /> }}
        />
      )}
    </Card>
  );
}
