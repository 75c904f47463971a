import { Drawer, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useLayout } from '../../../router/layout-context';

/** Dialogs mount inside the themed root, so the page's colours and direction reach them. */
const insideRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/**
 * A confirmation of an order action: a modal on the desktop, a bottom sheet on the phone (UI.md).
 * While its request runs it cannot be dismissed, so the answer always has somewhere to land.
 */
export function OrderDialog({
  open,
  title,
  onClose,
  busy = false,
  children,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
  testId: string;
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
        className="vx-sheet vx-p2po-sheet"
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
      width="32rem"
      className="vx-p2po-modal"
      destroyOnHidden
      getContainer={insideRoot}
    >
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}
