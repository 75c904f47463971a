import { CloseOutlined, PictureOutlined, SendOutlined } from '@ant-design/icons';
import { SUPPORT_MESSAGE_MAX } from '@veritex/shared';
import { Button, Input, Upload } from 'antd';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { voucherProblem } from '../../components/form/inputs';

export interface Draft {
  text: string;
  file: File | null;
}

/**
 * The composer: Enter sends, Shift+Enter starts a new line (Enter while an input method composes is
 * the IME's); a picked picture (JPG or PNG under 8 MB, checked here and again by the server) shows
 * as a preview above the input until sent or removed; the agent sees that the user is typing.
 */
export function Composer({
  onSend,
  onTyping,
  placeholder,
  seed,
  phone = false,
}: {
  onSend: (draft: Draft) => boolean;
  onTyping: (on: boolean) => void;
  placeholder: string;
  /** Text a topic button put in the box. */
  seed?: { text: string; at: number };
  /** Phones have no Shift key to speak of: no keyboard hint. */
  phone?: boolean;
}) {
  const { t } = useTranslation('support');
  const { t: tWeb } = useTranslation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (seed) setText(seed.text);
  }, [seed]);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(undefined);
    };
  }, [file]);

  function send() {
    const body = text.trim();
    if (!body && !file) return;
    if (onSend({ text: body, file })) {
      setText('');
      setFile(null);
      onTyping(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <div className="vx-svc-composer" data-testid="service-composer">
      {problem ? (
        <p className="vx-svc-problem" role="alert" data-testid="service-problem">
          {problem}
        </p>
      ) : null}
      {preview ? (
        <div className="vx-svc-composer__preview" data-testid="service-attachment">
          <img src={preview} alt={t('chat.image')} />
          <span className="vx-muted vx-small">{file?.name}</span>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            onClick={() => setFile(null)}
            aria-label={t('chat.removeImage')}
            data-testid="service-attachment-remove"
          />
        </div>
      ) : null}
      <div className="vx-svc-composer__row">
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          multiple={false}
          showUploadList={false}
          beforeUpload={(picked) => {
            const bad = voucherProblem(picked);
            setProblem(bad ? tWeb(`errors:${bad}`) : null);
            if (!bad) setFile(picked);
            return false;
          }}
        >
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('chat.attach')}
            title={t('chat.attach')}
            className="vx-svc-composer__attach"
            data-testid="service-attach"
          />
        </Upload>
        <Input.TextArea
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
            onTyping(event.target.value.trim() !== '');
          }}
          onBlur={() => onTyping(false)}
          onKeyDown={onKeyDown}
          maxLength={SUPPORT_MESSAGE_MAX}
          autoSize={{ minRows: 1, maxRows: 5 }}
          placeholder={placeholder}
          aria-label={placeholder}
          enterKeyHint="send"
          dir="auto"
          className="vx-svc-composer__input"
          data-testid="service-input"
        />
        <Button
          type="primary"
          icon={<SendOutlined className="vx-flip-rtl" />}
          onClick={send}
          disabled={!text.trim() && !file}
          aria-label={t('chat.send')}
          title={t('chat.send')}
          className="vx-svc-composer__send"
          data-testid="service-send"
        />
      </div>
      <div className="vx-svc-composer__hint vx-muted vx-small">
        <span>{phone ? '' : t('chat.enterHint')}</span>
        {text.length > SUPPORT_MESSAGE_MAX - 200 ? <span className="vx-num vx-ltr">{`${text.length} / ${SUPPORT_MESSAGE_MAX}`}</span> : null}
      </div>
    </div>
  );
}
