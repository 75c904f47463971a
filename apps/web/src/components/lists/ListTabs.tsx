import { Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLayout } from '../../router/layout-context';

export interface ListTab<K extends string> {
  key: K;
  label: ReactNode;
  /** The label's `data-testid`. */
  testId: string;
  content: ReactNode;
}

/**
 * The tab bar over a user's lists (orders, positions, delivery orders). `extra` (filters, "close
 * all") sits beside the tabs on the desktop; the phone has no room there, so it goes above the list.
 */
export function ListTabs<K extends string>({
  className,
  testId,
  active,
  onChange,
  size = 'small',
  extra,
  tabs,
  children,
}: {
  className: string;
  testId: string;
  active: K;
  onChange: (key: K) => void;
  size?: 'small' | 'middle';
  extra?: ReactNode;
  tabs: readonly ListTab<K>[];
  /** After the tabs (dialogs). */
  children?: ReactNode;
}) {
  const { phone } = useLayout();
  return (
    <section className={className} data-testid={testId}>
      <Tabs
        activeKey={active}
        onChange={(key) => onChange(key as K)}
        size={size}
        tabBarExtraContent={phone ? undefined : extra}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: <span data-testid={tab.testId}>{tab.label}</span>,
          children: (
            <>
              {phone && extra ? <div className="vx-order-tabs__extra--phone">{extra}</div> : null}
              {tab.content}
            </>
          ),
        }))}
      />
      {children}
    </section>
  );
}

/** The page shown on each tab, each kept while the others are browsed; `resetPages` goes back to the first everywhere. */
export function usePagesByTab<K extends string>(
  keys: readonly K[],
): { pages: Record<K, number>; onPage: (key: K) => (page: number) => void; resetPages: () => void } {
  const firstPages = () => Object.fromEntries(keys.map((key) => [key, 1])) as Record<K, number>;
  const [pages, setPages] = useState<Record<K, number>>(firstPages);
  return {
    pages,
    onPage: (key) => (page) => setPages((before) => ({ ...before, [key]: page })),
    resetPages: () => setPages(firstPages()),
  };
}
