import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../../router/layout-context';

/** The sign-in family's frame: a centred card on the desktop, a plain column on the phone. */
export function AuthFrame({
  title,
  subtitle,
  children,
  footer,
  testId,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { phone } = useLayout();
  return (
    <section className={phone ? 'vx-auth vx-auth--phone' : 'vx-auth'} data-testid={testId}>
      <div className="vx-auth__card">
        <header className="vx-auth__header">
          <h1 className="vx-auth__title" data-testid="page-title">
            {title}
          </h1>
          {subtitle ? <p className="vx-auth__subtitle">{subtitle}</p> : null}
          <p className="vx-auth__url">
            <SafetyCertificateOutlined /> {t('auth.urlCheck', { host: window.location.host })}
          </p>
        </header>
        {children}
        {footer ? <footer className="vx-auth__footer">{footer}</footer> : null}
      </div>
    </section>
  );
}
