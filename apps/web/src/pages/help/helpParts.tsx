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
import { Button, Drawer, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { LeaveMessageForm } from '../../components/support';
import { useLayout, useTo } from '../../router/layout-context';
import { useSession } from '../../session/store';

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

/**
 * "Still need help?": the way to a person. A signed-in user chats live at /service; a visitor
 * leaves a message with an e-mail address, answered by e-mail (on the phone there is no floating
 * help button, so this is their way in).
 */
export function StillNeedHelp() {
  const { t } = useTranslation('content');
  const { t: tSupport } = useTranslation('support');
  const to = useTo();
  const { token } = useSession();
  const { phone } = useLayout();
  const [leaving, setLeaving] = useState(false);
  return (
    <aside className="vx-help-contact" data-testid="help-contact">
      <CustomerServiceOutlined className="vx-help-contact__icon" aria-hidden />
      <div className="vx-help-contact__text">
        <strong>{t('help.stillNeedHelp')}</strong>
        <span className="vx-muted">{t('help.contactText')}</span>
      </div>
      {token ? (
        <LinkButton type="primary" to={to('/service')} data-testid="help-contact-service">
          {t('help.contactButton')}
        </LinkButton>
      ) : (
        <Button type="primary" onClick={() => setLeaving(true)} data-testid="help-leave-message">
          {tSupport('leave.title')}
        </Button>
      )}
      <Drawer
        open={leaving}
        onClose={() => setLeaving(false)}
        title={tSupport('leave.title')}
        placement={phone ? 'bottom' : 'right'}
        size={phone ? 'auto' : 'default'}
        destroyOnHidden
        data-testid="help-leave-drawer"
      >
        <LeaveMessageForm compact />
      </Drawer>
    </aside>
  );
}
