import { useQuery } from '@tanstack/react-query';
import { describeUserAgent, type StaffSignInRecord, type StaffView } from '@veritex/shared';
import { Card, Descriptions, Flex, Table, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../api';
import { LoadError, Mono, RoleTags, TimeText, testIdProps } from '../../components';
import { ADMIN_KEY } from '../../queries';
import { OutcomeTag } from './parts';

/** Every staff member's own page: who they are and their recent sign-ins (a stranger's attempt on their name shows here too). */
export function MyAccountPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const signIns = useQuery({ queryKey: [ADMIN_KEY, 'staffMySignIns'], queryFn: () => adminCall('staffMySignIns') });
  return (
    <Flex vertical gap={16} data-testid="staff-account">
      <Card size="small" title={t('staffDesk.account.title')}>
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={t('staffDesk.columns.username')}>
            <Typography.Text strong>{staff.username}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('staffDesk.columns.roles')}>
            <RoleTags roles={staff.roles} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('staffDesk.account.signIns')}>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('staffDesk.account.signInsHelp')}
        </Typography.Paragraph>
        {signIns.isError && !signIns.data ? (
          <LoadError error={signIns.error} onRetry={() => void signIns.refetch()} retrying={signIns.isFetching} />
        ) : (
          <Table<StaffSignInRecord>
            size="small"
            rowKey={(row) => `${row.at}-${row.ip}-${row.outcome}`}
            loading={signIns.isPending}
            dataSource={signIns.data?.items ?? []}
            pagination={false}
            onRow={() => testIdProps('staff-sign-in-row')}
            columns={[
              { title: t('staffDesk.columns.time'), dataIndex: 'at', width: 180, render: (value: string) => <TimeText iso={value} /> },
              { title: t('staffDesk.columns.address'), dataIndex: 'ip', width: 160, render: (value: string) => <Mono>{value}</Mono> },
              {
                title: t('staffDesk.columns.browser'),
                dataIndex: 'user_agent',
                render: (value: string) => (
                  <Tooltip title={value || undefined}>
                    <span dir="ltr">{describeUserAgent(value).label || t('staffDesk.account.unknownBrowser')}</span>
                  </Tooltip>
                ),
              },
              {
                title: t('staffDesk.columns.outcome'),
                dataIndex: 'outcome',
                width: 200,
                render: (value: StaffSignInRecord['outcome']) => <OutcomeTag outcome={value} />,
              },
            ]}
          />
        )}
      </Card>
    </Flex>
  );
}
