import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../api/requestId';
import { webApi } from '../../../api/web';
import { useFormat } from '../../../i18n/format';
import { adminAction } from '../../api';
import { ADMIN_KEY } from '../../queries';

const LATEST_KEY = [ADMIN_KEY, 'proofSnapshot'] as const;

/**
 * Beside the liabilities report: the latest published proof-of-liabilities snapshot and the way to
 * take one now (admin/takeLiabilitySnapshot, audited). The daily job takes one anyway.
 */
export function ProofSnapshotCard() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const latest = useQuery({ queryKey: LATEST_KEY, queryFn: () => webApi.call('getLiabilitySnapshot', {}, { silent: true }) });
  const take = useMutation({
    mutationFn: () => adminAction('takeLiabilitySnapshot', {}, requestIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LATEST_KEY }),
  });
  const snapshot = take.data ?? latest.data?.snapshot;
  return (
    <Card size="small" title={t('ledger.proof.title')} data-testid="ledger-proof">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {t('ledger.proof.explanation')}
      </Typography.Paragraph>
      <Flex gap={12} align="center" wrap>
        <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="ledger-proof-latest">
          {snapshot ? t('ledger.proof.latest', { id: snapshot.id, time: format.dateTime(snapshot.taken_at) }) : t('ledger.proof.none')}
        </Typography.Text>
        <Popconfirm title={t('ledger.proof.confirm')} onConfirm={() => take.mutate()}>
          <Button icon={<SafetyCertificateOutlined />} loading={take.isPending} data-testid="ledger-proof-take">
            {t('ledger.proof.take')}
          </Button>
        </Popconfirm>
        <Typography.Link href="/proof" target="_blank" rel="noopener">
          {t('ledger.proof.open')}
        </Typography.Link>
      </Flex>
    </Card>
  );
}
