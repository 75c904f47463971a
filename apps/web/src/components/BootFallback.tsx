import { Spin } from 'antd';

/** Shown while the first page's code loads: no text, so it needs no translation yet. */
export function BootFallback() {
  return (
    <div className="vx-boot" data-testid="boot-fallback">
      <Spin size="large" />
    </div>
  );
}
