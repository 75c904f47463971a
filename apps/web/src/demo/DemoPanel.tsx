import { PlusOutlined, ReloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { App as AntApp, Button, type ButtonProps, Skeleton, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { compare } from '../lib/decimal';
import { DemoRules, useDemoAmounts } from './DemoRules';
import { insideThemedRoot, isCeilingError, switchToReal, useBackLabels, useDemoView, useResetDemo, useTopUpDemo } from './demoApi';

/** The amber "Demo" badge: the same mark in the header, the phone strip and the panel. */
export function DemoBadge({ testId = 'demo-badge' }: { testId?: string }) {
  const { t } = useTranslation('demo');
  return (
    <span className="vx-demo-badge" data-testid={testId}>
      {t('badge')}
    </span>
  );
}

/** The virtual USDT of the demo identity, to the cent, with the full value on hover. */
export function DemoBalance({ className }: { className?: string }) {
  const format = useFormat();
  const view = useDemoView();
  if (!view.data) return <Skeleton.Input active size="small" className="vx-demo-balance__skeleton" />;
  return (
    <span className={className ?? 'vx-demo-balance'} data-testid="demo-balance" data-value={view.data.usdt} title={`${view.data.usdt} USDT`}>
      <span className="vx-num vx-ltr">{format.amount(view.data.usdt, 2)}</span> <span className="vx-demo-balance__unit">USDT</span>
    </span>
  );
}

/**
 * The demo panel (header popover, phone sheet): the virtual balance, Top up, Reset (confirmed, saying
 * what it does and what still settles later), the rules, and the way back to the real account.
 */
export function DemoPanel({ onDone, sheet = false }: { onDone?: () => void /** In the phone sheet, whose title names it already. */; sheet?: boolean }) {
  const { t } = useTranslation('demo');
  const { message, modal } = AntApp.useApp();
  const view = useDemoView();
  const amounts = useDemoAmounts(view.data);
  const format = useFormat();
  const topUp = useTopUpDemo();
  const reset = useResetDemo();
  const back = useBackLabels();
  const atCeiling = view.data !== undefined && compare(view.data.usdt, view.data.top_up_ceiling_usdt) >= 0;

  async function onTopUp(): Promise<void> {
    try {
      await topUp.topUp();
      void message.success(t('topUpDone', { amount: amounts.topUp }));
    } catch (error) {
      void message.warning(
        isCeilingError(error) ? t('topUpCeiling', { ceiling: amounts.ceiling }) : error instanceof Error && error.message ? error.message : t('failed'),
      );
    }
  }

  function onReset(): void {
    onDone?.();
    modal.confirm({
      getContainer: insideThemedRoot,
      title: t('resetConfirm.title'),
      content: (
        <div className="vx-demo-confirm" data-testid="demo-reset-confirm">
          <p>{t('resetConfirm.body', { amount: amounts.start })}</p>
          <p className="vx-muted">{t('resetConfirm.settle')}</p>
        </div>
      ),
      okText: t('resetConfirm.ok'),
      okButtonProps: { danger: true, 'data-testid': 'demo-reset-ok' } as ButtonProps,
      cancelText: t('resetConfirm.cancel'),
      onOk: async () => {
        try {
          await reset.reset();
          void message.success(t('resetDone', { amount: amounts.start }));
        } catch (error) {
          void message.warning(error instanceof Error && error.message ? error.message : t('failed'));
        }
      },
    });
  }

  return (
    <div className="vx-demo-panel" data-testid="demo-panel">
      {sheet ? null : (
        <div className="vx-demo-panel__head">
          <DemoBadge testId="demo-panel-badge" />
          <span className="vx-demo-panel__title">{t('account')}</span>
        </div>
      )}
      <div className="vx-demo-panel__balance">
        <span className="vx-muted">{t('balance')}</span>
        <DemoBalance className="vx-demo-panel__amount" />
      </div>
      <div className="vx-demo-panel__actions">
        <Tooltip title={atCeiling ? t('topUpCeiling', { ceiling: amounts.ceiling }) : undefined}>
          <Button icon={<PlusOutlined />} onClick={() => void onTopUp()} loading={topUp.isPending} disabled={atCeiling} data-testid="demo-top-up">
            {t('topUp', { amount: amounts.topUp })}
          </Button>
        </Tooltip>
        <Button icon={<ReloadOutlined />} onClick={onReset} loading={reset.isPending} data-testid="demo-reset">
          {t('reset')}
        </Button>
      </div>
      {view.data && view.data.resets > 0 ? (
        <p className="vx-demo-panel__note vx-muted" data-testid="demo-resets">
          {t('resets', { count: view.data.resets, since: format.date(view.data.created_at) })}
        </p>
      ) : null}
      <DemoRules view={view.data} compact />
      <Button
        type="primary"
        block
        icon={<RollbackOutlined className="vx-flip-rtl" />}
        onClick={() => {
          onDone?.();
          switchToReal();
        }}
        data-testid="demo-exit-panel"
      >
        {back.long}
      </Button>
    </div>
  );
}
