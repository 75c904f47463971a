import { DownOutlined } from '@ant-design/icons';
import type { InstrumentView } from '@veritex/shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { LiveState } from '../../api/ws';
import { LiveIndicator } from '../LiveIndicator';
import { SimulatedBadge } from '../SimulatedBadge';

// The pieces of a trading page's top strip (spot pair, contract and delivery instruments).

/** What an instrument's strip (contract or delivery page) is given; on the phone the name opens the instrument list. */
export interface InstrumentStripProps {
  instrument: InstrumentView;
  live: LiveState;
  phone: boolean;
  onPickInstrument?: () => void;
}

/** One labelled figure. `value` is kept as `data-value` for tests; `ltr` keeps a number's order in every language. */
export function StripStat({
  label,
  children,
  testId,
  value,
  ltr = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  value?: string | null;
  ltr?: boolean;
}) {
  return (
    <div className="vx-strip__stat" data-testid={testId} data-value={value ?? undefined}>
      <span className="vx-strip__label">{label}</span>
      <span className={ltr ? 'vx-strip__value vx-num vx-ltr' : 'vx-strip__value vx-num'}>{children}</span>
    </div>
  );
}

/** The strip's end: the connection, after the simulated-prices badge when `simulated` (the phone shows the badge elsewhere). */
export function StripEnd({ live, simulated = false }: { live: LiveState; simulated?: boolean }) {
  return (
    <span className="vx-strip__end">
      {simulated ? <SimulatedBadge /> : null}
      <LiveIndicator state={live} />
    </span>
  );
}

/** The phone strip's heading: the market's name as a button that opens the market list. */
export function PickerTitle({ onPick, testId, children }: { onPick?: () => void; testId: string; children: ReactNode }) {
  return (
    <h1 className="vx-strip__title" data-testid="page-title">
      <Button type="text" className="vx-strip__picker" onClick={onPick} data-testid={testId}>
        {children} <DownOutlined />
      </Button>
    </h1>
  );
}
