import { Classes } from "../bp-classes";
import type { ReactNode } from "react";

interface StateViewProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** 1 when the view is the page itself (404, no permission, errors), else 2. */
  headingLevel?: 1 | 2;
  testId?: string;
}

/** Blueprint's non-ideal-state look with a real heading of the right level. */
export function StateView({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  testId,
}: StateViewProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      className={`${Classes.NON_IDEAL_STATE} ${Classes.NON_IDEAL_STATE}-vertical app-state`}
      data-testid={testId}
    >
      <div className={`${Classes.NON_IDEAL_STATE_VISUAL} ${Classes.ICON_MUTED}`} aria-hidden="true">
        {icon}
      </div>
      <div className={Classes.NON_IDEAL_STATE_TEXT}>
        <Heading className={`${Classes.HEADING} app-state__title`}>{title}</Heading>
        {description ? <div className="app-state__description">{description}</div> : null}
      </div>
      {action ? <div className="app-state__actions">{action}</div> : null}
    </section>
  );
}
