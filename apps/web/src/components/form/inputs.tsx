import { DeleteOutlined, EyeOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Image, Input, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetOverview } from '../../api/funds';
import { decimalsOf, isAmount } from '../../lib/decimal';
import { SETTINGS } from '../../settings';

/** Digits and one decimal point; a comma typed on a European keypad becomes the point. */
export function cleanAmount(raw: string): string {
  const normalised = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = normalised.indexOf('.');
  return dot === -1 ? normalised : `${normalised.slice(0, dot + 1)}${normalised.slice(dot + 1).replace(/\./g, '')}`;
}

/**
 * An amount field: a decimal string (never a float), the asset as suffix and an optional
 * "Max" button. Works as a controlled antd Form.Item child.
 */
export function AmountInput({
  value,
  onChange,
  asset,
  onMax,
  maxDisabled,
  testId,
  placeholder,
  disabled,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  asset?: string;
  onMax?: () => void;
  maxDisabled?: boolean;
  testId: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <Input
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(cleanAmount(event.target.value))}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      className="vx-amount-input"
      data-testid={testId}
      suffix={
        <span className="vx-amount-input__suffix">
          {asset ? <span className="vx-amount-input__unit">{asset}</span> : null}
          {onMax ? (
            <Button type="link" size="small" className="vx-amount-input__max" onClick={onMax} disabled={maxDisabled || disabled} data-testid={`${testId}-max`}>
              {t('funds.common.max')}
            </Button>
          ) : null}
        </span>
      }
    />
  );
}

/** The number of decimals each asset carries, read from the balances (USDT: 6). */
export function useAssetScales(): (asset: string | undefined) => number {
  const overview = useAssetOverview();
  const scales = new Map<string, number>();
  for (const account of overview.data?.accounts ?? []) {
    for (const row of account.rows) scales.set(row.asset, Math.max(scales.get(row.asset) ?? 0, decimalsOf(row.available), decimalsOf(row.frozen)));
  }
  return (asset) => (asset && scales.get(asset)) || (asset === 'USDT' ? 6 : 8);
}

/** The translated reason an amount is not acceptable, or undefined. */
export function amountProblem(t: TFunction, value: string | undefined, scale: number): string | undefined {
  if (!value) return t('funds.common.amountRequired');
  if (!isAmount(value, scale)) return t('errors:amount_invalid', { scale });
  return undefined;
}

/** The 6-digit transaction password: one masked field (fill-able, pastes whole), digits only. */
export function TpwdInput({
  value,
  onChange,
  testId,
  autoComplete = 'off',
  id,
  placeholder,
}: {
  value?: string;
  onChange?: (value: string) => void;
  testId: string;
  autoComplete?: string;
  id?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <Input.Password
      id={id}
      value={value}
      onChange={(event) => onChange?.(event.target.value.replace(/\D/g, '').slice(0, 6))}
      maxLength={6}
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={placeholder ?? t('funds.tpwd.placeholder')}
      className="vx-tpwd-input"
      data-testid={testId}
    />
  );
}

export const TPWD_PATTERN = /^\d{6}$/;

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;

/** The error name for a picked voucher file (spec §5: JPG, JPEG or PNG, under 8 MB), or undefined. */
export function voucherProblem(file: File | null | undefined): 'upload_required' | 'upload_type' | 'upload_too_large' | undefined {
  if (!file) return 'upload_required';
  if (!IMAGE_EXTENSIONS.test(file.name) || (file.type !== '' && !IMAGE_TYPES.includes(file.type))) return 'upload_type';
  if (file.size >= SETTINGS.uploadMaxBytes) return 'upload_too_large';
  return undefined;
}

/** A blob URL showing `file` (revoked when the file changes or the component goes), or undefined. */
export function useObjectUrl(file: File | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** A file size for people (a size, not an amount: a float is fine here). */
function fileSize(t: TFunction, bytes: number): string {
  return bytes >= 1024 * 1024
    ? t('funds.common.sizeMb', { size: (bytes / 1024 / 1024).toFixed(1) })
    : t('funds.common.sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) });
}

/**
 * The voucher picker: a drop zone (the file input itself carries the test id) that becomes
 * a preview of the chosen image, with replace and remove.
 */
export function VoucherPicker({ value, onChange, testId, id }: { value?: File | null; onChange?: (file: File | null) => void; testId: string; id?: string }) {
  const { t } = useTranslation();
  const url = useObjectUrl(value && !voucherProblem(value) ? value : undefined);
  const [previewOpen, setPreviewOpen] = useState(false);
  return (
    <div className="vx-voucher" id={id}>
      <Upload.Dragger
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        multiple={false}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          onChange?.(file);
          return false;
        }}
        className={value ? 'vx-voucher__drop vx-voucher__drop--filled' : 'vx-voucher__drop'}
        data-testid={testId}
      >
        {value && url ? (
          <div className="vx-voucher__chosen">
            <img src={url} alt="" className="vx-voucher__thumb" />
            <span className="vx-voucher__name">
              <span className="vx-voucher__file vx-ltr">{value.name}</span>
              <span className="vx-muted vx-num">{fileSize(t, value.size)}</span>
              <span className="vx-voucher__replace">{t('funds.deposit.voucherReplace')}</span>
            </span>
          </div>
        ) : (
          <div className="vx-voucher__empty">
            <InboxOutlined className="vx-voucher__icon" />
            <span className="vx-voucher__prompt">{t('funds.deposit.voucherPrompt')}</span>
            <span className="vx-muted">{t('funds.deposit.voucherRule')}</span>
          </div>
        )}
      </Upload.Dragger>
      {value ? (
        <div className="vx-voucher__actions">
          {url ? (
            <Button size="small" icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)} data-testid={`${testId}-preview`}>
              {t('funds.deposit.voucherPreview')}
            </Button>
          ) : null}
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)} data-testid={`${testId}-remove`}>
            {t('funds.deposit.voucherRemove')}
          </Button>
        </div>
      ) : null}
      {url ? <Image src={url} alt="" style={{ display: 'none' }} preview={{ open: previewOpen, onOpenChange: setPreviewOpen, src: url }} /> : null}
    </div>
  );
}
