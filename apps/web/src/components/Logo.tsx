import { Link } from 'react-router';
import { useLogo } from '../api/queries';
import { useTo } from '../router/layout-context';

/** The operator's logo when one is configured (web/getLogo), else the "Veritex" word mark. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const to = useTo();
  const { data } = useLogo();
  return (
    <Link to={to('/')} className={compact ? 'vx-logo vx-logo--compact' : 'vx-logo'} data-testid="nav-logo" aria-label="Veritex">
      {data?.logo_url ? (
        <img src={data.logo_url} alt="Veritex" className="vx-logo__image" />
      ) : (
        <>
          <svg className="vx-logo__mark" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M8 9h4l4 10 4-10h4l-6.2 14h-3.6z" className="vx-logo__glyph" />
          </svg>
          <span className="vx-logo__word">Veritex</span>
        </>
      )}
    </Link>
  );
}
