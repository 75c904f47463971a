import { CheckCircleFilled, FileImageOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorName, P2pOrderStatus, P2pOrderView } from '@veritex/shared';
import { Button, type FormInstance, Image, Spin, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import { useRequestIds } from '../../../api/requestId';
import { webApi } from '../../../api/web';
import { ImageDropZone, type ImageSlotValue, useImageSlotUpload } from '../../../components/form/imageSlot';
import { handleSubmitError, useSubmitGuard } from '../../../components/form/submit';
import { Amount } from '../../../components/funds/Amount';
import { invalidateP2pOrder, P2P_KEYS, p2pCalls } from '../p2pApi';
import { noteServerStamp } from './orderClock';

/** Fiat has two decimals, USDT six: shown at those scales whatever the server trimmed. */
export const FIAT_DECIMALS = 2;
export const USDT_DECIMALS = 6;

export function Fiat({ value, fiat, className, testId }: { value: string; fiat: string; className?: string; testId?: string }) {
  return (
    <span data-testid={testId} data-value={value} className={className}>
      <Amount value={value} decimals={FIAT_DECIMALS} asset={fiat} />
    </span>
  );
}

export function Usdt({ value, className, testId }: { value: string; className?: string; testId?: string }) {
  return (
    <span data-testid={testId} data-value={value} className={className}>
      <Amount value={value} decimals={USDT_DECIMALS} asset="USDT" />
    </span>
  );
}

const STATUS_COLOUR: Record<P2pOrderStatus, string> = {
  unpaid: 'processing',
  paid: 'gold',
  appeal: 'error',
  completed: 'success',
  cancelled: 'default',
  resolved: 'purple',
};

export function OrderStatusTag({ status }: { status: P2pOrderStatus }) {
  const { t } = useTranslation('p2p');
  return (
    <Tag color={STATUS_COLOUR[status]} className="vx-p2po-status" data-testid="p2p-order-status" data-status={status}>
      {t(`order.status.${status}`)}
    </Tag>
  );
}

/** A value the buyer types into their bank or wallet app: copied whole, kept left to right. */
export function CopyValue({ value, testId, strong = false }: { value: string; testId?: string; strong?: boolean }) {
  return (
    <Typography.Text copyable={{ text: value }} strong={strong} className="vx-ltr vx-p2po-copy" data-testid={testId}>
      {value}
    </Typography.Text>
  );
}

/** Every server stamp of an order tells the countdown something about the server's clock. */
export function noteOrderStamps(order: P2pOrderView): void {
  for (const stamp of [order.created_at, order.paid_at, order.closed_at, order.appeal?.opened_at, order.appeal?.decided_at]) noteServerStamp(stamp);
}

/**
 * One order action at a time (a second press while it runs does nothing), with its request id
 * (new per action, reused when a request got no answer), the answer written into the cache, and
 * the refusal kept for the panel to show. After a refusal the order is read again: a refusal
 * such as p2p_state_invalid means the page was out of date.
 */
export function useOrderAction(orderId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const { busy, run } = useSubmitGuard();
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  async function perform(
    payload: unknown,
    call: (requestId: string) => Promise<P2pOrderView>,
    options: { form?: FormInstance; fieldOfError?: Partial<Record<ErrorName, string>>; onFailure?: (error: unknown) => void } = {},
  ): Promise<boolean> {
    let done = false;
    await run(async () => {
      setRefusal(null);
      const requestId = requestIds.take(payload);
      try {
        const order = await call(requestId);
        requestIds.settle();
        noteOrderStamps(order);
        queryClient.setQueryData([...P2P_KEYS.order, orderId], order);
        invalidateP2pOrder(queryClient, orderId);
        done = true;
      } catch (error) {
        options.onFailure?.(error);
        const failure = handleSubmitError(options.form, error, t('common.networkError'), options.fieldOfError);
        if (failure.kind !== 'network') requestIds.settle();
        if (failure.kind === 'refused') {
          setRefusal(failure.error);
          invalidateP2pOrder(queryClient, orderId);
        }
      }
    });
    return done;
  }

  return { busy, refusal, clearRefusal: () => setRefusal(null), perform };
}

const IMAGE_KEY = 'p2pImage';

/**
 * An image of the order (chat attachment, payment proof, appeal evidence): a binary call that needs
 * the session token, so it is fetched with the client and shown from an object URL. Images never
 * change, so each is read once.
 */
function useP2pImageUrl(imageId: string): { url?: string; failed: boolean } {
  const query = useQuery({
    queryKey: [IMAGE_KEY, imageId],
    queryFn: ({ signal }) => webApi.blob('p2pImage', { image_id: imageId }, { silent: true, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: 1,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return;
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [query.data]);
  return { url, failed: query.isError };
}

/** A thumbnail that opens the image larger (antd's preview: zoom, rotate, close). */
export function OrderImage({ imageId, alt, testId, size = 'medium' }: { imageId: string; alt: string; testId?: string; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('p2p');
  const { url, failed } = useP2pImageUrl(imageId);
  let content: ReactNode;
  if (url) content = <Image src={url} alt={alt} className="vx-p2po-image__img" />;
  else if (failed)
    content = (
      <span className="vx-p2po-image__empty" title={t('order.imageFailed')}>
        <FileImageOutlined />
      </span>
    );
  else
    content = (
      <span className="vx-p2po-image__empty" aria-busy="true">
        <Spin size="small" />
      </span>
    );
  return (
    <span className={`vx-p2po-image vx-p2po-image--${size}`} data-testid={testId ?? 'p2p-image'} data-image-id={imageId} data-loaded={url ? 'true' : 'false'}>
      {content}
    </span>
  );
}

/** Sends a picked image through web/p2pUploadImage (checked and re-encoded like identity pictures). */
export const sendOrderImage = (file: File, requestId: string) => p2pCalls.uploadImage(file, requestId).then((answer) => ({ upload_id: answer.image_id }));

/**
 * An optional image slot of a form (payment proof, appeal evidence): checked here (JPG or PNG,
 * under 8 MB), uploaded at once, then a thumbnail with remove. Works as a Form.Item child.
 */
export function OrderImageSlot({
  value,
  onChange,
  prompt,
  testId,
  id,
}: {
  value?: ImageSlotValue;
  onChange?: (value: ImageSlotValue | undefined) => void;
  prompt: string;
  testId: string;
  id?: string;
}) {
  const { t } = useTranslation('p2p');
  const { pick, remove, url, filled } = useImageSlotUpload({ value, onChange, send: sendOrderImage, t, failedText: t('order.uploadFailed') });
  return (
    <div className="vx-p2po-slot" id={id} data-testid={testId} data-uploaded={value?.uploadId ? 'true' : 'false'}>
      <ImageDropZone onPick={(file) => void pick(file)} className="vx-p2po-slot__drop" testId={`${testId}-input`}>
        {filled && url ? (
          <span className="vx-p2po-slot__chosen">
            <img src={url} alt="" className="vx-p2po-slot__thumb" />
            <span className="vx-p2po-slot__state">
              {value?.busy ? (
                <Spin size="small" data-testid={`${testId}-busy`} />
              ) : (
                <>
                  <CheckCircleFilled className="vx-p2po-slot__done" /> {t('order.imageAttached')}
                </>
              )}
              <span className="vx-muted vx-small">{t('order.imageReplace')}</span>
            </span>
          </span>
        ) : (
          <span className="vx-p2po-slot__empty">
            <PaperClipOutlined /> {prompt}
            <span className="vx-muted vx-small">{t('order.imageRule')}</span>
          </span>
        )}
      </ImageDropZone>
      {filled && !value?.busy ? (
        <Button size="small" type="link" danger onClick={remove} data-testid={`${testId}-remove`}>
          {t('order.imageRemove')}
        </Button>
      ) : null}
    </div>
  );
}
