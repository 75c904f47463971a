import { CheckOutlined, LineChartOutlined, SafetyOutlined, SwapOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTo } from '../../router/layout-context';

/** Feature lists (spec §2 home), in honest words: no marketing numbers (design §1.6). */
const FEATURES = [
  { key: 'spot', icon: <SwapOutlined />, path: '/deal', points: ['book', 'reserve', 'fees'] },
  { key: 'contracts', icon: <LineChartOutlined />, path: '/deal_c', points: ['leverage', 'margin', 'ticks'] },
  { key: 'earn', icon: <WalletOutlined />, path: '/profit_index', points: ['rate', 'terms', 'risk'] },
  { key: 'security', icon: <SafetyOutlined />, path: '/security', points: ['ledger', 'proof', 'audit'] },
] as const;

export function Features() {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <section className="vx-features vx-container" data-testid="home-features">
      <header className="vx-section-head vx-section-head--center">
        <h2 className="vx-section-title">{t('home.features.title')}</h2>
        <p className="vx-section-sub">{t('home.features.subtitle')}</p>
      </header>
      <div className="vx-features__grid">
        {FEATURES.map((feature) => (
          <article key={feature.key} className="vx-feature" data-testid={`feature-${feature.key}`}>
            <span className="vx-feature__icon">{feature.icon}</span>
            <h3 className="vx-feature__title">{t(`home.features.${feature.key}.title`)}</h3>
            <p className="vx-feature__lead">{t(`home.features.${feature.key}.lead`)}</p>
            <ul className="vx-feature__points">
              {feature.points.map((point) => (
                <li key={point}>
                  <CheckOutlined className="vx-feature__tick" />
                  <span>{t(`home.features.${feature.key}.points.${point}`)}</span>
                </li>
              ))}
            </ul>
            <Link to={to(feature.path)} className="vx-feature__link">
              {t(`home.features.${feature.key}.link`)}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
