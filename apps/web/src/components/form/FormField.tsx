import type { ReactNode } from 'react';

/**
 * One field of a trading form (`vx-oform`): its label, the control and what goes with it, and
 * the field's problem under it (marked as an alert, with `errorTestId`).
 */
export function FormField({
  htmlFor,
  label,
  problem,
  errorTestId,
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  problem: string | undefined;
  errorTestId: string;
  children: ReactNode;
}) {
  return (
    <div className={problem ? 'vx-oform__field vx-oform__field--error' : 'vx-oform__field'}>
      <label className="vx-oform__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {problem ? (
        <div className="vx-oform__error" role="alert" data-testid={errorTestId}>
          {problem}
        </div>
      ) : null}
    </div>
  );
}
