import { EditOutlined, ExportOutlined, LockOutlined } from '@ant-design/icons';
import {
  checkSettingChange,
  isSettingName,
  previewSetting,
  SETTING_AREAS,
  SETTING_NAMES,
  SETTING_REGISTRY,
  type SettingArea,
  type SettingName,
  type SettingValue,
  type SettingValues,
  type SettingView,
  type StaffView,
} from '@veritex/shared';
import { Alert, App, Button, Card, Flex, Form, InputNumber, Modal, Switch, Table, type TableColumnsType, Tag, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorField, serverMessage } from '../api';
import { LoadError, TimeText, testIdProps } from '../components';
import { useSettings, useUpdateSetting } from '../queries';
import { can } from '../roles';

interface SettingRow {
  key: SettingName;
  value: SettingValue;
  updatedAt: string | null;
  updatedBy: string;
}

/** The stored settings as typed values (the server answers each with its default when unchanged). */
function typedSettings(items: SettingView[]): { rows: SettingRow[]; values: SettingValues } | undefined {
  const rows: SettingRow[] = [];
  for (const item of items) {
    if (!isSettingName(item.key) || (typeof item.value !== 'number' && typeof item.value !== 'boolean')) continue;
    rows.push({ key: item.key, value: item.value, updatedAt: item.updated_at, updatedBy: item.updated_by });
  }
  if (rows.length !== SETTING_NAMES.length) return undefined;
  return { rows, values: Object.fromEntries(rows.map((row) => [row.key, row.value])) as SettingValues };
}

/** What the user page will say with these values, in the console's language. */
function previewText(t: TFunction, key: SettingName, values: SettingValues): string {
  const preview = previewSetting(key, values);
  const text = t(`settingsForm.preview.${preview.key}`, preview.params);
  if (preview.key === 'window' || preview.key === 'windowAllDay' || preview.key === 'limits') return text;
  return t('settingsForm.previewLine', { label: t(`settingsForm.settings.${key}.label`), value: text });
}

/**
 * Platform settings as typed forms (issue 19 §4), grouped by area: each with its description, its
 * value in its unit, where users read it, and who changed it last. Editing shows the bounds, checks
 * the value as it is typed with the server's own rules (packages/shared/src/settings.ts), and
 * previews what the user page will say; the server checks again and audits the change.
 */
export function SettingsPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  const [editing, setEditing] = useState<SettingName | null>(null);
  const mayEdit = can(staff.roles, 'updateSetting');
  const typed = useMemo(() => (settings.data ? typedSettings(settings.data.items) : undefined), [settings.data]);

  if (settings.isError && !settings.data) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('settings.title')} extra={mayEdit ? null : <ReadOnlyNote />}>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
          {t('settingsForm.explanation')}
        </Typography.Paragraph>
      </Card>
      {SETTING_AREAS.map((area) => (
        <AreaCard key={area} area={area} rows={typed?.rows ?? []} values={typed?.values} loading={settings.isPending} mayEdit={mayEdit} onEdit={setEditing} />
      ))}
      {typed ? <EditSettingModal settingKey={editing} values={typed.values} onClose={() => setEditing(null)} /> : null}
    </Flex>
  );
}

function ReadOnlyNote() {
  const { t } = useTranslation('admin');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      <LockOutlined /> {t('settings.readOnly')}
    </Typography.Text>
  );
}

function AreaCard(props: {
  area: SettingArea;
  rows: SettingRow[];
  values: SettingValues | undefined;
  loading: boolean;
  mayEdit: boolean;
  onEdit: (key: SettingName) => void;
}) {
  const { t } = useTranslation('admin');
  const { area, values, mayEdit, onEdit } = props;
  const rows = props.rows.filter((row) => SETTING_REGISTRY[row.key].area === area);
  const columns: TableColumnsType<SettingRow> = [
    {
      title: t('settingsForm.columns.setting'),
      key: 'setting',
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{t(`settingsForm.settings.${row.key}.label`)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`settingsForm.settings.${row.key}.description`)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('settingsForm.columns.value'),
      key: 'value',
      width: 300,
      render: (_value, row) => <span data-testid={`admin-setting-value-${row.key}`}>{values ? previewText(t, row.key, values) : String(row.value)}</span>,
    },
    {
      title: t('settingsForm.columns.page'),
      key: 'page',
      width: 150,
      render: (_value, row) => <UserPageLink route={SETTING_REGISTRY[row.key].route} />,
    },
    {
      title: t('settings.columns.updatedAt'),
      key: 'updated',
      width: 170,
      render: (_value, row) => (
        <Flex vertical>
          <TimeText iso={row.updatedAt} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.updatedAt ? row.updatedBy : t('settingsForm.default')}
          </Typography.Text>
        </Flex>
      ),
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('settings.columns.actions'),
      key: 'actions',
      width: 90,
      render: (_value, row) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row.key)} data-testid={`admin-setting-edit-${row.key}`}>
          {t('settings.edit')}
        </Button>
      ),
    });
  }
  return (
    <Card size="small" title={t(`settingsForm.areas.${area}`)} data-testid={`admin-settings-area-${area}`}>
      <Table<SettingRow>
        size="small"
        rowKey="key"
        tableLayout="fixed"
        columns={columns}
        dataSource={rows}
        loading={props.loading}
        pagination={false}
        onRow={(row) => testIdProps(`admin-setting-row-${row.key}`)}
      />
    </Card>
  );
}

function UserPageLink({ route }: { route: string | null }) {
  const { t } = useTranslation('admin');
  if (route === null) return <Tag>{t('settingsForm.staffOnly')}</Tag>;
  return (
    <a href={route} target="_blank" rel="noreferrer" dir="ltr">
      {t(`settingsForm.pages.${route.slice(1)}`)} <ExportOutlined />
    </a>
  );
}

function EditSettingModal({ settingKey, values, onClose }: { settingKey: SettingName | null; values: SettingValues; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const update = useUpdateSetting();
  const [draft, setDraft] = useState<SettingValue | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const key = settingKey;
  const definition = key ? SETTING_REGISTRY[key] : undefined;
  const current = key ? values[key] : undefined;
  const value = draft ?? current ?? null;
  const refusal = key && value !== null ? checkSettingChange(values, key, value) : undefined;
  const problem = refusal ? t(`errors:${refusal.error}`, refusal.data) : serverError;
  const unchanged = value === current;

  const close = () => {
    setDraft(null);
    setServerError(undefined);
    update.reset();
    onClose();
  };
  const save = () => {
    if (!key || value === null || refusal || unchanged) return;
    update.mutate(
      { key, value: JSON.stringify(value) },
      {
        onSuccess: () => {
          void message.success(t('settingsForm.saved', { label: t(`settingsForm.settings.${key}.label`) }));
          close();
        },
        onError: (error) =>
          setServerError(
            errorField(error) === 'value' || errorField(error) === 'key' ? serverMessage(error) : (serverMessage(error) ?? t('common.networkError')),
          ),
      },
    );
  };

  return (
    <Modal
      open={key !== null}
      width={640}
      title={key ? t('settingsForm.editTitle', { label: t(`settingsForm.settings.${key}.label`) }) : ''}
      okText={t('settings.save')}
      okButtonProps={{ loading: update.isPending, disabled: refusal !== undefined || unchanged, 'data-testid': 'admin-setting-save' }}
      cancelText={t('common.cancel')}
      cancelButtonProps={{ disabled: update.isPending }}
      onOk={save}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: !update.isPending }}
    >
      {key && definition ? (
        <Form layout="vertical" disabled={update.isPending} onFinish={save}>
          <Typography.Paragraph type="secondary">{t(`settingsForm.settings.${key}.description`)}</Typography.Paragraph>
          <Form.Item
            label={t('settingsForm.newValue')}
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? (definition.type === 'boolean' ? undefined : t('settingsForm.bounds', { min: definition.min, max: definition.max }))}
          >
            {definition.type === 'boolean' ? (
              <Switch
                checked={value === true}
                onChange={(checked) => {
                  setServerError(undefined);
                  setDraft(checked);
                }}
                data-testid="admin-setting-value"
              />
            ) : (
              <InputNumber
                style={{ width: 260 }}
                value={typeof value === 'number' ? value : null}
                step={1}
                precision={0}
                onChange={(next) => {
                  setServerError(undefined);
                  setDraft(typeof next === 'number' ? next : null);
                }}
                suffix={t(`settingsForm.units.${definition.type}`)}
                data-testid="admin-setting-value"
              />
            )}
          </Form.Item>
          {value !== null && !refusal ? (
            <Alert
              type="info"
              showIcon
              title={t('settingsForm.previewTitle', {
                page: definition.route ? t(`settingsForm.pages.${definition.route.slice(1)}`) : t('settingsForm.staffOnly'),
              })}
              description={
                <span data-testid="admin-setting-preview" style={{ fontWeight: 500, color: token.colorText }}>
                  {previewText(t, key, { ...values, [key]: value })}
                </span>
              }
            />
          ) : null}
        </Form>
      ) : null}
    </Modal>
  );
}
