import { EditOutlined, LockOutlined } from '@ant-design/icons';
import type { SettingView, StaffView } from '@veritex/shared';
import { App, Button, Card, Form, Input, Modal, Table, type TableColumnsType, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorField, serverMessage } from '../api';
import { compactJson, EmptyState, LoadError, Mono, TimeText, testIdProps } from '../components';
import { useSettings, useUpdateSetting } from '../queries';
import { can } from '../roles';

export function SettingsPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  const [editing, setEditing] = useState<SettingView | null>(null);
  const mayEdit = can(staff.roles, 'updateSetting');
  const columns = useSettingColumns(mayEdit, setEditing);

  return (
    <Card
      size="small"
      title={t('settings.title')}
      extra={
        mayEdit ? null : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <LockOutlined /> {t('settings.readOnly')}
          </Typography.Text>
        )
      }
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('settings.explanation')}
      </Typography.Paragraph>
      {settings.isError && !settings.data ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <Table<SettingView>
          size="small"
          rowKey="key"
          tableLayout="fixed"
          columns={columns}
          dataSource={settings.data?.items ?? []}
          loading={settings.isPending}
          locale={{ emptyText: settings.isPending ? ' ' : <EmptyState text={t('settings.empty')} /> }}
          onRow={() => testIdProps('admin-setting-row')}
          pagination={false}
        />
      )}
      <EditSettingModal setting={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function useSettingColumns(mayEdit: boolean, onEdit: (setting: SettingView) => void): TableColumnsType<SettingView> {
  const { t } = useTranslation('admin');
  const columns: TableColumnsType<SettingView> = [
    { title: t('settings.columns.key'), dataIndex: 'key', width: 240, render: (value: string) => <Mono wrap>{value}</Mono> },
    { title: t('settings.columns.value'), dataIndex: 'value', render: (value: unknown) => <Mono wrap>{compactJson(value)}</Mono> },
    { title: t('settings.columns.updatedAt'), dataIndex: 'updated_at', width: 160, render: (value: string | null) => <TimeText iso={value} /> },
    { title: t('settings.columns.updatedBy'), dataIndex: 'updated_by', width: 130, ellipsis: true },
  ];
  if (mayEdit) {
    columns.push({
      title: t('settings.columns.actions'),
      key: 'actions',
      width: 90,
      render: (_value: unknown, row) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)} data-testid={`admin-setting-edit-${row.key}`}>
          {t('settings.edit')}
        </Button>
      ),
    });
  }
  return columns;
}

/** Returns the parsed value, or undefined when the text is not JSON. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function EditSettingModal({ setting, onClose }: { setting: SettingView | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ value: string }>();
  const update = useUpdateSetting();
  const text = Form.useWatch('value', form) ?? '';
  const parsed = parseJson(text);
  const unchanged = setting !== null && parsed.ok && compactJson(parsed.value) === compactJson(setting.value);

  const onFinish = ({ value }: { value: string }) => {
    if (!setting) return;
    const key = setting.key;
    update.mutate(
      { key, value: value.trim() },
      {
        onSuccess: () => {
          void message.success(t('settings.saved', { key }));
          onClose();
        },
        onError: (error) => {
          const text = serverMessage(error);
          if (errorField(error) === 'value' && text) form.setFields([{ name: 'value', errors: [text] }]);
        },
      },
    );
  };

  return (
    <Modal
      open={setting !== null}
      width={640}
      title={setting ? t('settings.editTitle', { key: setting.key }) : ''}
      okText={t('settings.save')}
      okButtonProps={{ loading: update.isPending, disabled: !parsed.ok || unchanged, 'data-testid': 'admin-setting-save' }}
      cancelText={t('common.cancel')}
      cancelButtonProps={{ disabled: update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !update.isPending }}
    >
      {setting && (
        <Form
          form={form}
          layout="vertical"
          onFinish={onFinish}
          disabled={update.isPending}
          preserve={false}
          initialValues={{ value: JSON.stringify(setting.value, null, 2) }}
        >
          <Form.Item
            name="value"
            label={t('settings.valueLabel')}
            extra={t('settings.valueHelp')}
            rules={[
              { required: true, whitespace: true, message: t('settings.valueRequired') },
              { validator: (_rule, value: string) => (parseJson(value ?? '').ok ? Promise.resolve() : Promise.reject(new Error(t('settings.invalidJson')))) },
            ]}
          >
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 18 }}
              spellCheck={false}
              style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM }}
              data-testid="admin-setting-value"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
