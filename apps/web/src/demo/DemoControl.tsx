import { DownOutlined, ExperimentOutlined, RollbackOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Drawer, Modal, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../router/layout-context';
import { session, useSession } from '../session/store';
import { DemoBadge, DemoBalance, DemoPanel } from './DemoPanel';
import { DemoRules } from './DemoRules';
import { insideThemedRoot, switchToDemo, switchToReal, useBackLabels } from './demoApi';
import './demo.css';

/** Whether this browser already holds a demo session for whoever is signed in (the rules were shown then). */
function hasKeptDemo(): boolean {
  const real = session.real();
  const kept = session.storedDemo();
  return kept !== null && kept.owner === (real.token ? (real.user?.id ?? '') : '');
}

/** Switching on: the rules first (dialog, or a sheet on the phone), unless this browser has been in demo mode before. */
function useStartDemo() {
  const { t } = useTranslation('demo');
  const { message } = AntApp.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function start(): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      await switchToDemo();
      setOpen(false);
      void message.success(t('entered'));
    } catch {
      void message.warning(t('failed'));
    } finally {
      setBusy(false);
    }
  }
  return { open, busy, start, ask: () => (hasKeptDemo() ? void start() : setOpen(true)), close: () => setOpen(false) };
}

function DemoStartDialog({ starter }: { starter: ReturnType<typeof useStartDemo> }) {
  const { t } = useTranslation('demo');
  const { phone } = useLayout();
  const body = (
    <div className="vx-demo-start" data-testid="demo-start-dialog">
      <p className="vx-demo-start__intro">{t('start.intro')}</p>
      <DemoRules />
    </div>
  );
  const actions = (
    <div className="vx-demo-start__actions">
      <Button onClick={starter.close} data-testid="demo-start-cancel" size={phone ? 'large' : 'middle'}>
        {t('start.cancel')}
      </Button>
      <Button type="primary" onClick={() => void starter.start()} loading={starter.busy} data-testid="demo-start" size={phone ? 'large' : 'middle'}>
        {t('start.ok')}
      </Button>
    </div>
  );
  if (phone) {
    return (
      <Drawer
        placement="bottom"
        open={starter.open}
        onClose={starter.close}
        size="auto"
        className="vx-sheet vx-demo-sheet"
        title={t('start.title')}
        destroyOnHidden
        getContainer={insideThemedRoot}
      >
        {body}
        {actions}
      </Drawer>
    );
  }
  return (
    <Modal open={starter.open} onCancel={starter.close} title={t('start.title')} footer={actions} width={560} destroyOnHidden getContainer={insideThemedRoot}>
      {body}
    </Modal>
  );
}

/**
 * The demo switch of the top bar (issue 17). Off: "Try demo" for visitors, "Demo trading" for users.
 * On (desktop): the amber badge with the virtual balance, opening the demo panel, and one click back
 * to the real account. On the phone the demo strip under the top bar takes over.
 */
export function DemoControl() {
  const { t } = useTranslation('demo');
  const { token, demo } = useSession();
  const { phone } = useLayout();
  const starter = useStartDemo();
  const back = useBackLabels();
  const [panelOpen, setPanelOpen] = useState(false);
  if (!demo) {
    return (
      <>
        <Button
          type={phone ? 'text' : 'default'}
          size={phone ? 'small' : 'middle'}
          icon={phone ? undefined : <ExperimentOutlined />}
          className={phone ? 'vx-demo-try vx-demo-try--phone' : 'vx-demo-try'}
          onClick={starter.ask}
          loading={starter.busy && !starter.open}
          data-testid="demo-try"
        >
          {token ? (
            // At narrower desktop widths the top bar is full: "Demo" alone (demo.css).
            <>
              <span className="vx-demo-wide">{t('switchOn')}</span>
              <span className="vx-demo-narrow">{t('badge')}</span>
            </>
          ) : (
            t('tryDemo')
          )}
        </Button>
        <DemoStartDialog starter={starter} />
      </>
    );
  }
  if (phone) return null;
  return (
    <span className="vx-demo-control">
      <Popover
        trigger="click"
        placement="bottomRight"
        open={panelOpen}
        onOpenChange={setPanelOpen}
        content={<DemoPanel onDone={() => setPanelOpen(false)} />}
        arrow={false}
        getPopupContainer={insideThemedRoot}
      >
        <button type="button" className="vx-demo-pill" aria-label={t('account')} data-testid="demo-menu">
          <DemoBadge />
          <DemoBalance />
          <DownOutlined className="vx-demo-pill__caret" />
        </button>
      </Popover>
      <Tooltip title={back.long}>
        <Button
          type="text"
          icon={<RollbackOutlined className="vx-flip-rtl" />}
          className="vx-header__button vx-demo-exit"
          onClick={switchToReal}
          aria-label={back.long}
          data-testid="demo-exit"
        >
          <span className="vx-demo-wide">{back.short}</span>
        </Button>
      </Tooltip>
    </span>
  );
}

/** Phone demo mode: a sticky amber strip under the top bar with the badge, the balance, the panel and the way back. */
export function DemoStrip() {
  const { t } = useTranslation('demo');
  const { demo } = useSession();
  const back = useBackLabels();
  const [open, setOpen] = useState(false);
  if (!demo) return null;
  return (
    <div className="vx-demo-strip" data-testid="demo-strip">
      <button type="button" className="vx-demo-strip__main" onClick={() => setOpen(true)} aria-label={t('account')} data-testid="demo-menu">
        <DemoBadge />
        <DemoBalance />
        <DownOutlined className="vx-demo-pill__caret" />
      </button>
      <Button
        size="small"
        type="text"
        icon={<RollbackOutlined className="vx-flip-rtl" />}
        onClick={switchToReal}
        className="vx-demo-strip__exit"
        data-testid="demo-exit"
      >
        {back.short}
      </Button>
      <Drawer
        placement="bottom"
        open={open}
        onClose={() => setOpen(false)}
        size="auto"
        className="vx-sheet vx-demo-sheet"
        title={t('account')}
        destroyOnHidden
        getContainer={insideThemedRoot}
      >
        <DemoPanel onDone={() => setOpen(false)} sheet />
      </Drawer>
    </div>
  );
}
