import type { ReactNode } from 'react';

/** A screen's heading block: its h1 and lead paragraph, with the screen's own actions beside them. */
export function AdminPageHead({
  className,
  actionsClassName,
  title,
  intro,
  focusableTitle = false,
  children,
}: {
  className: string;
  actionsClassName: string;
  title: string;
  intro: string;
  /** The h1 takes focus from script (tabindex -1), e.g. after the screen's own navigation. */
  focusableTitle?: boolean;
  /** The actions, such as "New …" buttons. */
  children: ReactNode;
}) {
  return (
    <header className={className}>
      <div>
        <h1 tabIndex={focusableTitle ? -1 : undefined}>{title}</h1>
        <p className="lead">{intro}</p>
      </div>
      <div className={actionsClassName}>{children}</div>
    </header>
  );
}
