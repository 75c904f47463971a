import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { NamespaceFrame } from '../../components/NamespaceFrame';
import { PageFrame } from '../../components/PageFrame';
import { EmptyState } from '../../components/States';
import { useTo } from '../../router/layout-context';
import { OrderScreen } from './order/OrderScreen';

function OrderContent() {
  const { t } = useTranslation('p2p');
  const to = useTo();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (/^\d{1,19}$/.test(id)) return <OrderScreen key={id} id={id} />;
  return (
    <PageFrame title={t('order.title')} testId="page-kjmb">
      <EmptyState
        text={t('order.noOrder')}
        action={
          <LinkButton to={to('/kjmbSelect')} type="primary">
            {t('order.backToList')}
          </LinkButton>
        }
        testId="p2p-no-order"
      />
    </PageFrame>
  );
}

/** One quick-buy order (/kjmb?id=…, spec §2): either party's view of it, with the order chat. */
export default function P2pOrderPage() {
  return (
    <NamespaceFrame titleKey="kjmb" testId="page-kjmb">
      <OrderContent />
    </NamespaceFrame>
  );
}
