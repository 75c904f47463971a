import {
  BankOutlined,
  CustomerServiceOutlined,
  GiftOutlined,
  IdcardOutlined,
  LockOutlined,
  PercentageOutlined,
  QuestionCircleOutlined,
  RiseOutlined,
  RocketOutlined,
  SafetyOutlined,
  SwapOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { HelpArticleSummary, HelpIcon, HelpTextPart } from '@veritex/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { useTo } from '../../router/layout-context';

const ICONS: Record<HelpIcon, ReactNode> = {
  rocket: <RocketOutlined />,
  wallet: <WalletOutlined />,
  swap: <SwapOutlined />,
  rise: <RiseOutlined />,
  percentage: <PercentageOutlined />,
  idcard: <IdcardOutlined />,
  safety: <SafetyOutlined />,
  team: <TeamOutlined />,
  lock: <LockOutlined />,
  gift: <GiftOutlined />,
  bank: <BankOutlined />,
  question: <QuestionCircleOutlined />,
};

export function HelpCategoryIcon({ icon }: { icon: HelpIcon }) {
  return (
    <span className="vx-help-icon" aria-hidden>
      {ICONS[icon]}
    </span>
  );
}

/** A title or snippet with the matched words marked. */
export function MarkedText({ parts }: { parts: HelpTextPart[] }) {
  // Each piece is keyed by where it starts in the text: the split never changes order.
  const starts: number[] = [];
  let at = 0;
  for (const part of parts) {
    starts.push(at);
    at += part.text.length;
  }
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={`at${starts[index]}`} className="vx-help-mark">
            {part.text}
          </mark>
        ) : (
          <span key={`at${starts[index]}`}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** The "English" marker of an article the reader's language does not have yet. */
export function FallbackTag({ article }: { article: Pick<HelpArticleSummary, 'fallback'> }) {
  const { t } = useTranslation('content');
  return article.fallback ? (
    <Tag className="vx-help-fallback-tag" title={t('help.fallbackNote')}>
      {t('help.inEnglish')}
    </Tag>
  ) : null;
}

/** A link to one article, as lists show it. */
export function ArticleLink({ article, children }: { article: HelpArticleSummary; children?: ReactNode }) {
  const to = useTo();
  return (
    <Link to={to(`/helpDetail?id=${article.id}`)} className="vx-help-link" data-testid="help-article-link">
      {children ?? article.title}
    </Link>
  );
}

/** "Still need help?": the way to a person (live support), with how to tell a real agent. */
export function StillNeedHelp() {
  const { t } = useTranslation('content');
  const to = useTo();
  return (
    <aside className="vx-help-contact" data-testid="help-contact">
      <CustomerServiceOutlined className="vx-help-contact__icon" aria-hidden />
      <div className="vx-help-contact__text">
        <strong>{t('help.stillNeedHelp')}</strong>
        <span className="vx-muted">{t('help.contactText')}</span>
      </div>
      <LinkButton type="primary" to={to('/service')} data-testid="help-contact-service">
        {t('help.contactButton')}
      </LinkButton>
    </aside>
  );
}
