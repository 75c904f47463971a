import { Select } from 'antd';
import type { ReactNode } from 'react';
import { CoinIcon } from '../../components/coin/CoinIcon';
import { Amount } from '../../components/funds/Amount';

/** Dialogs and sheets render inside the app root, so they take its theme and direction. */
export const insideRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/** A coin's mark: its icon (components/coin). */
export function CoinMark({ asset, size = 'normal' }: { asset: string; size?: 'normal' | 'small' }) {
  return <CoinIcon asset={asset} size={size === 'small' ? 'sm' : 'md'} />;
}

/** An asset with its mark, as the selects and the records show it. */
export function AssetName({ asset }: { asset: string }) {
  return (
    <span className="vx-asset-name">
      <CoinMark asset={asset} size="small" />
      <span>{asset}</span>
    </span>
  );
}

/** The asset picker of one side: every asset with its mark, searchable by code. */
export function AssetSelect({
  value,
  assets,
  onChange,
  testId,
  label,
}: {
  value: string;
  assets: readonly string[];
  onChange: (asset: string) => void;
  testId: string;
  label: string;
}) {
  return (
    <Select
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'title' }}
      variant="borderless"
      className="vx-flash-asset"
      popupMatchSelectWidth={false}
      aria-label={label}
      data-testid={testId}
      data-value={value}
      options={assets.map((asset) => ({
        value: asset,
        title: asset,
        label: (
          <span className="vx-asset-name" data-testid={`${testId}-option-${asset}`}>
            <CoinMark asset={asset} size="small" />
            <span>{asset}</span>
          </span>
        ),
      }))}
    />
  );
}

/** One line of a figures list: a label and a value, with the exact value for tests. */
export function Line({
  label,
  children,
  testId,
  value,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  testId: string;
  value?: string;
  className?: string;
}) {
  return (
    <div className={className} data-testid={testId} data-value={value}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An amount with its asset, exactly as the server wrote it. */
export function AssetAmount({ value, asset, testId, className }: { value: string; asset: string; testId?: string; className?: string }) {
  return <Amount value={value} asset={asset} testId={testId} className={className} />;
}
