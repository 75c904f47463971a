import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Copy" for a value the user must paste elsewhere (an address, a code, a link); says whether it worked. */
export function CopyButton({ text, testId, label }: { text: string; testId: string; label?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('funds.common.copied'));
    } catch {
      void message.warning(t('funds.common.copyFailed'));
    }
  }
  return (
    <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid={testId} aria-label={label}>
      {t('funds.common.copy')}
    </Button>
  );
}
