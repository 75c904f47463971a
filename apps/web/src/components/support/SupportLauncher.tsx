import { CustomerServiceOutlined } from '@ant-design/icons';
import { Drawer, FloatButton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../session/store';
import { LeaveMessageForm } from './LeaveMessageForm';

/** Trading screens keep their corner for the order forms and books; the chat page needs no button to itself. */
const HIDDEN_ON = /^\/(deal|deal_c|deal_jg|leverTransactions|preciousMetal|contractTransaction|service|person\/service)$/;

/**
 * The floating help button of the desktop site: a signed-in user goes to the live chat at
 * /service; a visitor gets a drawer to leave a message with an e-mail address (and a sign-in link).
 */
export function SupportLauncher() {
  const { t } = useTranslation('support');
  // The live chat belongs to the real account: in demo mode the button leaves a message as a visitor would.
  const { token, demo } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (HIDDEN_ON.test(pathname)) return null;
  return (
    <>
      <FloatButton
        icon={<CustomerServiceOutlined />}
        type="primary"
        tooltip={t('launcher')}
        aria-label={t('launcher')}
        className="vx-support-launcher"
        onClick={() => (token && !demo ? navigate('/service') : setOpen(true))}
        data-testid="support-launcher"
      />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('leave.title')} size="default" destroyOnHidden data-testid="support-drawer">
        <LeaveMessageForm compact />
      </Drawer>
    </>
  );
}
