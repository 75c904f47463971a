import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../api/requestId';
import { adminAction, adminCall, serverMessage } from '../../api';
import { LoadError, Mono } from '../../components';
import { ADMIN_KEY } from '../../queries';

const ALLOWLIST_KEY = [ADMIN_KEY, 'staffAllowlist'] as const;

/**
 * The staff address allowlist: one address or CIDR range per line, empty for any address. The
 * server refuses a list that leaves out the address it sees for the person saving it.
 */
export function AllowlistCard() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const list = useQuery({ queryKey: ALLOWLIST_KEY, queryFn: () => adminCall('staffAllowlist') });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const saved = list.data?.entries.map((row) => row.entry).join('\n') ?? '';
  const text = draft ?? saved;
  const save = useMutation({
    mutationFn: (entries: string) => adminAction('staffSaveAllowlist', { entries }, requestIds, { quiet: true }),
    onSuccess: () => {
      setDraft(null);
      setError(undefined);
      void message.success(t('staffDesk.allowlist.saved'));
      void queryClient.invalidateQueries({ queryKey: ALLOWLIST_KEY });
    },
    onError: (failure) => setError(serverMessage(failure) ?? t('common.requestError')),
  });
  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const yourIp = list.data?.your_ip ?? '';
  return (
    <Flex vertical gap={12} style={{ maxWidth: 640 }} data-testid="staff-allowlist">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
        {t('staffDesk.allowlist.help')}
      </Typography.Paragraph>
      <Alert type={saved === '' ? 'info' : 'success'} showIcon title={saved === '' ? t('staffDesk.allowlist.off') : t('staffDesk.allowlist.on')} />
      <Typography.Text>
        {t('staffDesk.allowlist.yourAddress')} <Mono>{yourIp}</Mono>
      </Typography.Text>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Input.TextArea
        dir="ltr"
        rows={6}
        value={text}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={'203.0.113.7\n198.51.100.0/24'}
        style={{ fontFamily: 'monospace' }}
        data-testid="staff-allowlist-text"
      />
      <Flex gap={8}>
        <Button
          type="primary"
          loading={save.isPending}
          disabled={draft === null || draft === saved}
          onClick={() => save.mutate(text)}
          data-testid="staff-allowlist-save"
        >
          {t('staffDesk.allowlist.save')}
        </Button>
        <Button
          disabled={yourIp === '' || text.split(/\s+/).includes(yourIp)}
          onClick={() => setDraft(text.trim() === '' ? yourIp : `${text.trimEnd()}\n${yourIp}`)}
        >
          {t('staffDesk.allowlist.addMine')}
        </Button>
      </Flex>
    </Flex>
  );
}
