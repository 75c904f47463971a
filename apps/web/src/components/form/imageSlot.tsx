import { Upload } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError, SessionEndedError } from '../../api/client';
import { newRequestId } from '../../api/requestId';
import { useObjectUrl, voucherProblem } from './inputs';

/**
 * A picture slot's value in a form (identity pictures, loan documents): the server's upload id once
 * the upload finished, or why there is none yet (still uploading, or a problem in the user's language).
 */
export interface ImageSlotValue {
  uploadId?: string;
  busy?: boolean;
  problem?: string;
  file?: File;
}

/**
 * The form rule of a picture slot: free of a problem, and uploaded when required. A slot still
 * uploading passes: its progress is its state, and the submit waits for it.
 */
export function imageSlotRule(t: TFunction, required: boolean) {
  return {
    validator: async (_: unknown, value: ImageSlotValue | undefined) => {
      if (value?.busy) return;
      if (value?.problem) throw new Error(value.problem);
      if (required && !value?.uploadId) throw new Error(t('errors:upload_required'));
    },
  };
}

export type SendImage = (file: File, requestId: string, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<{ upload_id: string }>;

/**
 * The upload behind a picture slot: the file is checked here (JPG, JPEG or PNG, under 8 MB) and sent
 * at once under one request id per file chosen, so sending it again after a lost answer stores it
 * once. The answer to a choice since replaced, removed or left (the slot unmounted) is dropped.
 */
export function useImageSlotUpload({
  value,
  onChange,
  send,
  t,
  failedText,
}: {
  value: ImageSlotValue | undefined;
  onChange: ((value: ImageSlotValue | undefined) => void) | undefined;
  send: SendImage;
  t: TFunction;
  /** Shown when the upload failed without a message from the server. */
  failedText: string;
}) {
  const [percent, setPercent] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const url = useObjectUrl(value?.problem ? undefined : value?.file);
  useEffect(() => () => abort.current?.abort(), []);

  async function pick(file: File) {
    abort.current?.abort();
    const problem = voucherProblem(file);
    if (problem) {
      onChange?.({ problem: t(`errors:${problem}`) });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    onChange?.({ file, busy: true });
    try {
      const uploaded = await send(file, newRequestId(), setPercent, controller.signal);
      if (!controller.signal.aborted) onChange?.({ file, uploadId: uploaded.upload_id });
    } catch (error) {
      if (controller.signal.aborted) return;
      const known = error instanceof ApiError || error instanceof SessionEndedError;
      onChange?.({ problem: known ? error.msg || t('errors:request_error') : failedText });
    }
  }

  function remove() {
    abort.current?.abort();
    onChange?.(undefined);
  }

  return { pick, remove, percent, url, filled: Boolean(value?.file && url) };
}

/** The drop zone of a picture slot: one JPG or PNG, handed to `onPick` instead of antd's own upload. */
export function ImageDropZone({
  onPick,
  className,
  testId,
  children,
}: {
  onPick: (file: File) => void;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Upload.Dragger
      accept=".jpg,.jpeg,.png,image/jpeg,image/png"
      multiple={false}
      maxCount={1}
      showUploadList={false}
      beforeUpload={(file) => {
        onPick(file);
        return false;
      }}
      className={className}
      data-testid={testId}
    >
      {children}
    </Upload.Dragger>
  );
}
