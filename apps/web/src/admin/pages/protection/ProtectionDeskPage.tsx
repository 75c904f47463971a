import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COUNTRIES, INSTRUMENT_CLASSES, type InstrumentClass, type ProtectionProfile, RISK_WARNINGS, type StaffView } from '@veritex/shared';
import { Alert, App, Button, Card, Flex, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../api/requestId';
import { adminAction, adminCall, serverMessage, toSpecLang } from '../../api';
import { EMPTY_VALUE, LoadError, Mono, regionName, regionNamesFor, TimeText, testIdProps } from '../../components';
import { ADMIN_KEY } from '../../queries';
import { can } from '../../roles';

const DESK_KEY = [ADMIN_KEY, 'protectionProfiles'] as const;

type ProfileForm = {
  code: string;
  name: string;
  crypto_offered: boolean;
  delivery_offered: boolean;
  close_out_pct: number;
  appropriateness_required: boolean;
  risk_warning: ProtectionProfile['risk_warning'];
} & Record<`cap_${InstrumentClass}`, number>;

/**
 * Retail protection (issue 18): the jurisdiction profiles (leverage caps per instrument class,
 * products offered, margin close-out, risk warning) and which nationality each applies to. Every
 * change is audited by the server; open positions keep the close-out level they opened under.
 */
export function ProtectionDeskPage({ staff }: { staff: StaffView }) {
  const { t, i18n } = useTranslation('admin');
  const desk = useQuery({ queryKey: DESK_KEY, queryFn: () => adminCall('protectionProfiles') });
  const mayEdit = can(staff.roles, 'editProtection');
  const [editing, setEditing] = useState<ProtectionProfile | 'new' | null>(null);
  const regions = useMemo(() => regionNamesFor(toSpecLang(i18n.language)), [i18n.language]);
  const data = desk.data;
  const columns: TableColumnsType<ProtectionProfile> = [
    { title: t('protection.columns.code'), dataIndex: 'code', width: 120, render: (value: string) => <Typography.Text code>{value}</Typography.Text> },
    { title: t('protection.columns.name'), dataIndex: 'name', width: 160 },
    ...INSTRUMENT_CLASSES.map((klass) => ({
      title: t(`protection.classes.${klass}`),
      key: klass,
      width: 84,
      align: 'right' as const,
      render: (_value: unknown, row: ProtectionProfile) =>
        klass === 'crypto' && !row.crypto_offered ? <Tag color="red">{t('protection.notOffered')}</Tag> : <Mono>{`${row.leverage_caps[klass]}x`}</Mono>,
    })),
    {
      title: t('protection.columns.delivery'),
      dataIndex: 'delivery_offered',
      width: 100,
      render: (value: boolean) => (value ? <Tag color="green">{t('protection.offered')}</Tag> : <Tag color="red">{t('protection.notOffered')}</Tag>),
    },
    {
      title: t('protection.columns.closeOut'),
      dataIndex: 'close_out_pct',
      width: 96,
      align: 'right',
      render: (value: number) => (value > 0 ? <Mono>{`${value}%`}</Mono> : EMPTY_VALUE),
    },
    {
      title: t('protection.columns.appropriateness'),
      dataIndex: 'appropriateness_required',
      width: 120,
      render: (value: boolean) => (value ? t('protection.yes') : t('protection.no')),
    },
    { title: t('protection.columns.warning'), dataIndex: 'risk_warning', width: 110, render: (value: string) => t(`protection.warnings.${value}`) },
    { title: t('protection.columns.updated'), dataIndex: 'updated_at', width: 150, render: (value: string | null) => <TimeText iso={value} /> },
    ...(mayEdit
      ? [
          {
            title: '',
            key: 'edit',
            width: 90,
            render: (_value: unknown, row: ProtectionProfile) => (
              <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(row)} data-testid={`protection-edit-${row.code}`}>
                {t('protection.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={16} data-testid="admin-protection">
      <Card
        size="small"
        title={t('protection.title')}
        extra={
          mayEdit ? (
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="protection-new">
              {t('protection.newProfile')}
            </Button>
          ) : null
        }
      >
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('protection.explanation')}
        </Typography.Paragraph>
        {desk.isError && !data ? (
          <LoadError error={desk.error} onRetry={() => void desk.refetch()} retrying={desk.isFetching} />
        ) : (
          <Table<ProtectionProfile>
            size="small"
            rowKey="code"
            loading={desk.isPending}
            columns={columns}
            dataSource={data?.profiles ?? []}
            pagination={false}
            scroll={{ x: 1400 }}
            onRow={(row) => testIdProps(`protection-profile-${row.code}`)}
          />
        )}
      </Card>
      <CountriesCard profiles={data?.profiles ?? []} countries={data?.countries ?? []} regions={regions} mayEdit={mayEdit} />
      <ProfileModal editing={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}

function CountriesCard({
  profiles,
  countries,
  regions,
  mayEdit,
}: {
  profiles: ProtectionProfile[];
  countries: Array<{ country: string; profile: string }>;
  regions: Intl.DisplayNames | undefined;
  mayEdit: boolean;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [country, setCountry] = useState<string | undefined>();
  const [profile, setProfile] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (input: { country: string; profile: string }) => adminAction('protectionSetCountry', input, requestIds),
    onSuccess: () => {
      void message.success(t('protection.saved'));
      void queryClient.invalidateQueries({ queryKey: DESK_KEY });
    },
  });
  const countryOptions = useMemo(
    () =>
      COUNTRIES.map((entry) => ({ value: entry.code, label: `${regionName(regions, entry.code)} (${entry.code})` })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [regions],
  );
  const profileOptions = profiles.map((entry) => ({ value: entry.code, label: `${entry.name} (${entry.code})` }));
  return (
    <Card size="small" title={t('protection.countries')} data-testid="protection-countries">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('protection.countriesExplanation')}
      </Typography.Paragraph>
      {mayEdit ? (
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('protection.country')}
            options={countryOptions}
            value={country}
            onChange={(value: string) => {
              setCountry(value);
              setProfile(countries.find((row) => row.country === value)?.profile ?? 'default');
            }}
            style={{ width: 260 }}
            data-testid="protection-country-select"
          />
          <Select placeholder={t('protection.profile')} options={profileOptions} value={profile} onChange={setProfile} style={{ width: 240 }} />
          <Button
            type="primary"
            disabled={!country || !profile}
            loading={save.isPending}
            onClick={() => country && profile && save.mutate({ country, profile })}
            data-testid="protection-country-save"
          >
            {t('protection.assign')}
          </Button>
        </Space>
      ) : null}
      <Table
        size="small"
        rowKey="country"
        dataSource={countries}
        pagination={{ pageSize: 40, hideOnSinglePage: true }}
        columns={[
          { title: t('protection.country'), dataIndex: 'country', render: (code: string) => `${regionName(regions, code)} (${code})` },
          { title: t('protection.profile'), dataIndex: 'profile', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
        ]}
      />
    </Card>
  );
}

function ProfileModal({ editing, onClose }: { editing: ProtectionProfile | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [form] = Form.useForm<ProfileForm>();
  const [error, setError] = useState<string | undefined>();
  const existing = editing !== null && editing !== 'new' ? editing : undefined;
  const save = useMutation({
    mutationFn: (values: ProfileForm) => adminAction('protectionSaveProfile', values, requestIds, { quiet: true }),
    onSuccess: () => {
      void message.success(t('protection.saved'));
      void queryClient.invalidateQueries({ queryKey: DESK_KEY });
      onClose();
    },
    onError: (failure) => setError(serverMessage(failure) ?? t('common.requestError')),
  });
  const initial: ProfileForm | undefined = existing
    ? {
        code: existing.code,
        name: existing.name,
        crypto_offered: existing.crypto_offered,
        delivery_offered: existing.delivery_offered,
        close_out_pct: existing.close_out_pct,
        appropriateness_required: existing.appropriateness_required,
        risk_warning: existing.risk_warning,
        ...(Object.fromEntries(INSTRUMENT_CLASSES.map((klass) => [`cap_${klass}`, existing.leverage_caps[klass]])) as Record<`cap_${InstrumentClass}`, number>),
      }
    : undefined;
  return (
    <Modal
      open={editing !== null}
      title={existing ? t('protection.editTitle', { code: existing.code }) : t('protection.newProfile')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('protection.save')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('protection.changeNote')} />
      {error ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={error} /> : null}
      <Form<ProfileForm>
        form={form}
        layout="vertical"
        initialValues={initial ?? { close_out_pct: 0, crypto_offered: true, delivery_offered: true, appropriateness_required: true, risk_warning: 'cfd' }}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
        preserve={false}
      >
        <Flex gap={12}>
          <Form.Item name="code" label={t('protection.columns.code')} rules={[{ required: true, pattern: /^[a-z][a-z0-9_]{1,29}$/ }]} style={{ flex: 1 }}>
            <Input disabled={existing !== undefined} />
          </Form.Item>
          <Form.Item name="name" label={t('protection.columns.name')} rules={[{ required: true, max: 60 }]} style={{ flex: 2 }}>
            <Input />
          </Form.Item>
        </Flex>
        <Typography.Text strong>{t('protection.caps')}</Typography.Text>
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          {INSTRUMENT_CLASSES.map((klass) => (
            <Form.Item key={klass} name={`cap_${klass}`} label={t(`protection.classes.${klass}`)} rules={[{ required: true }]} style={{ width: 96 }}>
              <InputNumber min={1} max={1000} precision={0} suffix="x" style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </Flex>
        <Flex gap={24} wrap>
          <Form.Item name="crypto_offered" label={t('protection.cryptoOffered')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="delivery_offered" label={t('protection.columns.delivery')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="appropriateness_required" label={t('protection.columns.appropriateness')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item name="close_out_pct" label={t('protection.columns.closeOut')} rules={[{ required: true }]} style={{ flex: 1 }}>
            <InputNumber min={0} max={99} precision={0} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="risk_warning" label={t('protection.columns.warning')} style={{ flex: 1 }}>
            <Select options={RISK_WARNINGS.map((value) => ({ value, label: t(`protection.warnings.${value}`) }))} />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}
