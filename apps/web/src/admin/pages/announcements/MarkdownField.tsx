import { Alert, Input, Skeleton, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentHtml } from '../../../pages/notice';
import { serverMessage } from '../../api';
import { useMarkdownPreview } from './contentQueries';

const PREVIEW_DELAY_MS = 600;

/** What staff type and, beside it, what readers will get: the server's sanitised rendering. */
export function MarkdownField({
  value,
  onChange,
  maxLength,
  testId,
  placeholder,
}: {
  value: string;
  onChange: (next: string) => void;
  maxLength: number;
  testId: string;
  placeholder?: string;
}) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  const preview = useMarkdownPreview(settled, tab === 'preview');
  return (
    <Tabs
      size="small"
      activeKey={tab}
      onChange={(key) => setTab(key as 'write' | 'preview')}
      items={[
        {
          key: 'write',
          label: t('contentDesk.write'),
          children: (
            <>
              <Input.TextArea
                value={value}
                onChange={(event) => onChange(event.target.value)}
                autoSize={{ minRows: 12, maxRows: 24 }}
                maxLength={maxLength}
                showCount
                placeholder={placeholder}
                style={{ fontFamily: 'var(--ant-font-family-code, monospace)', fontSize: 13 }}
                data-testid={testId}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('contentDesk.markdownHelp')}
              </Typography.Text>
            </>
          ),
        },
        {
          key: 'preview',
          label: <span data-testid={`${testId}-preview-tab`}>{t('contentDesk.preview')}</span>,
          children:
            value.trim() === '' ? (
              <Typography.Text type="secondary">{t('contentDesk.previewEmpty')}</Typography.Text>
            ) : preview.isError ? (
              <Alert type="warning" showIcon title={serverMessage(preview.error) ?? t('common.requestError')} />
            ) : preview.data && settled === value ? (
              <ContentHtml
                html={preview.data.html}
                testId={`${testId}-preview`}
                style={{ border: '1px solid var(--vx-border)', borderRadius: 8, padding: '12px 16px', maxHeight: 520, overflow: 'auto' }}
              />
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            ),
        },
      ]}
    />
  );
}
