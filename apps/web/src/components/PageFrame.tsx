import { createContext, type ReactNode, useContext } from 'react';
import { useLayout } from '../router/layout-context';

/** Set by the user-centre layout: pages inside it render as its right-hand panel. */
export const InUserCentreContext = createContext(false);

/**
 * The frame every page shares: a titled container at the site's width, a panel inside
 * the user centre, or a full-width column on the phone site.
 */
export function PageFrame({
  title,
  extra,
  children,
  testId,
  narrow = false,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  testId?: string;
  /** A reading column (documents) instead of the full site width. */
  narrow?: boolean;
}) {
  const inUserCentre = useContext(InUserCentreContext);
  const { phone } = useLayout();
  const className = inUserCentre ? 'vx-panel' : phone ? 'vx-phone-page' : narrow ? 'vx-page vx-container vx-page--narrow' : 'vx-page vx-container';
  return (
    <section className={className} data-testid={testId ?? 'page-frame'}>
      <header className="vx-page__header">
        <h1 className="vx-page__title" data-testid="page-title">
          {title}
        </h1>
        {extra ? <div className="vx-page__extra">{extra}</div> : null}
      </header>
      {children}
    </section>
  );
}
