import { DownloadOutlined, SafetyCertificateOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProofFileView } from '@veritex/shared';
import { Button, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/States';
import { ProofResults } from './ProofResults';
import { checkProof, downloadProof, type FileCheck, fetchMyProof, parseProofFile } from './proofApi';

/** A failed request (not a failed proof): the server's words or a connection hint. */
function RequestFailed({ error }: { error: unknown }) {
  const text = useErrorText(error);
  return (
    <p className="vx-proof-note vx-proof-note--bad" role="alert" data-testid="proof-request-failed">
      {text}
    </p>
  );
}

/**
 * Signed in: fetches the user's proof for the latest snapshot (or the one named), checks it here
 * with Web Crypto against the published roots, and offers it as a file.
 */
export function MyProofCheck({ snapshotId, compact = false }: { snapshotId?: string; compact?: boolean }) {
  const { t } = useTranslation('proof');
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<{ file: ProofFileView; check: FileCheck } | { error: unknown } | undefined>();
  async function run() {
    setState(undefined);
    setBusy(true);
    try {
      const file = await fetchMyProof(snapshotId);
      setState({ file, check: await checkProof(file) });
    } catch (error) {
      setState({ error });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="vx-proof-mine" data-testid="proof-mine">
      <div className="vx-proof-actions">
        <Button
          type="primary"
          size={compact ? 'middle' : 'large'}
          icon={<SafetyCertificateOutlined />}
          loading={busy}
          onClick={() => void run()}
          data-testid="proof-verify-mine"
        >
          {busy ? t('verify.running') : t('verify.mine')}
        </Button>
        {state && 'file' in state ? (
          <Button icon={<DownloadOutlined />} size={compact ? 'middle' : 'large'} onClick={() => downloadProof(state.file)} data-testid="proof-download">
            {t('verify.download')}
          </Button>
        ) : null}
      </div>
      {state && 'error' in state ? <RequestFailed error={state.error} /> : null}
      {state && 'check' in state ? <ProofResults check={state.check} /> : null}
    </div>
  );
}

/** Anyone, signed in or not: paste or choose a proof file and check it against the published roots. */
export function ProofFileCheck() {
  const { t } = useTranslation('proof');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<{ check: FileCheck } | { error: unknown } | undefined>();
  async function run(contents: string) {
    setState(undefined);
    const parsed = parseProofFile(contents);
    if (!('file' in parsed)) {
      setState({ check: { kind: 'unreadable', field: parsed.field } });
      return;
    }
    setBusy(true);
    try {
      setState({ check: await checkProof(parsed.file) });
    } catch (error) {
      setState({ error });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="vx-proof-file" data-testid="proof-file">
      <p className="vx-muted vx-small">{t('verify.fileHint')}</p>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('verify.paste')}
        aria-label={t('verify.paste')}
        autoSize={{ minRows: 3, maxRows: 8 }}
        className="vx-mono vx-ltr"
        spellCheck={false}
        data-testid="proof-file-text"
      />
      <div className="vx-proof-actions">
        <Upload
          accept="application/json,.json"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void file.text().then((contents) => {
              setText(contents);
              void run(contents);
            });
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="proof-file-choose">
            {t('verify.choose')}
          </Button>
        </Upload>
        <Button type="primary" loading={busy} disabled={text.trim() === ''} onClick={() => void run(text)} data-testid="proof-file-check">
          {t('verify.check')}
        </Button>
      </div>
      {state && 'error' in state ? <RequestFailed error={state.error} /> : null}
      {state && 'check' in state ? <ProofResults check={state.check} /> : null}
    </div>
  );
}
