import type { StaffView, UserSummary } from '@veritex/shared';
import { Card, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toSpecLang } from '../api';
import { EMPTY_VALUE, EmptyState, LoadError, Mono, regionName, regionNamesFor, SearchBox, StatusTag, TimeText } from '../components';
import { ADMIN_BASE } from '../paths';
import { useUsers } from '../queries';
import { UserDrawer } from './UserDrawer';
import { PAGE_SIZES, usePagedSearch } from './usePagedSearch';

export function UsersPage({ staff }: { staff: StaffView }) {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { q, page, pageSize, draft, setDraft, search, update } = usePagedSearch();
  const users = useUsers(q, page, pageSize);
  const columns = useUserColumns();

  const openUser = (userId: string) => navigate({ pathname: `${ADMIN_BASE}/users/${userId}`, search: location.search });
  const closeUser = () => navigate({ pathname: `${ADMIN_BASE}/users`, search: location.search });

  return (
    <Card
      size="small"
      title={t('users.title')}
      extra={
        <SearchBox value={draft} onChange={setDraft} onSearch={search} placeholder={t('users.searchPlaceholder')} width={380} testId="admin-user-search" />
      }
    >
      {users.isError && !users.data ? (
        <LoadError error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : (
        <Table<UserSummary>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={users.data?.items ?? []}
          loading={users.isPending || users.isPlaceholderData}
          locale={{ emptyText: users.isPending ? ' ' : <EmptyState text={q ? t('users.emptySearch', { q }) : t('users.empty')} /> }}
          onRow={(row) => ({ onClick: () => openUser(row.id), style: { cursor: 'pointer' } })}
          rowClassName={(row) => (row.id === id ? 'ant-table-row-selected' : '')}
          pagination={{
            current: page,
            pageSize,
            total: users.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (nextPage, nextSize) => update({ page: nextSize === pageSize ? nextPage : 1, size: nextSize }),
            size: 'small',
          }}
        />
      )}
      <UserDrawer userId={id} staff={staff} onClose={closeUser} onOpenUser={openUser} />
    </Card>
  );
}

function useUserColumns(): TableColumnsType<UserSummary> {
  const { t, i18n } = useTranslation('admin');
  const regionNames = regionNamesFor(toSpecLang(i18n.resolvedLanguage ?? i18n.language));
  return [
    { title: t('users.columns.id'), dataIndex: 'id', width: 70, render: (value: string) => <Mono>{value}</Mono> },
    { title: t('users.columns.account'), dataIndex: 'account', width: 130, ellipsis: true },
    { title: t('users.columns.email'), dataIndex: 'email', ellipsis: true, render: orDash },
    { title: t('users.columns.phone'), dataIndex: 'phone', width: 140, render: orDash },
    {
      title: t('users.columns.nationality'),
      dataIndex: 'nationality',
      width: 100,
      render: (code: string) =>
        code ? (
          <Tooltip title={regionName(regionNames, code)}>
            <span>{code}</span>
          </Tooltip>
        ) : (
          EMPTY_VALUE
        ),
    },
    { title: t('users.columns.status'), dataIndex: 'status', width: 90, render: (status: string) => <StatusTag status={status} /> },
    {
      title: t('users.columns.invitationCode'),
      dataIndex: 'invitation_code',
      width: 130,
      render: (value: string) => (value ? <Mono>{value}</Mono> : EMPTY_VALUE),
    },
    { title: t('users.columns.createdAt'), dataIndex: 'created_at', width: 160, render: (value: string) => <TimeText iso={value} /> },
  ];
}

function orDash(value: string | null | undefined) {
  return value ? <Typography.Text>{value}</Typography.Text> : EMPTY_VALUE;
}
