import { Drawer, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useLayout } from '../../router/layout-context';

/** Dialogs mount inside the themed root, so the page's colours and direction reach them. */
const insideRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/**
 * A security change's frame: a modal on the desktop, a bottom sheet on the phone (UI.md).
 * While a request runs it cannot be dismissed, so an answer always has somewhere to land.
 */
export function SecurityDialog({
  open,
  title,
  onClose,
  busy = false,
  children,
  testId,
  wide = false,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
  testId: string;
  /** The two-factor setup shows a QR code beside its steps. */
  wide?: boolean;
}) {
  const { phone } = useLayout();
  const close = busy ? undefined : onClose;
  if (phone) {
    return (
      <Drawer
        placement="bottom"
        size="auto"
        open={open}
        onClose={close}
        title={title}
        className="vx-sheet vx-sec-sheet"
        destroyOnHidden
        maskClosable={!busy}
        getContainer={insideRoot}
      >
        <div data-testid={testId}>{children}</div>
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      onCancel={close}
      closable={!busy}
      maskClosable={false}
      title={title}
      footer={null}
      width={wide ? '40rem' : '30rem'}
      className="vx-sec-modal"
      destroyOnHidden
      getContainer={insideRoot}
    >
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}
