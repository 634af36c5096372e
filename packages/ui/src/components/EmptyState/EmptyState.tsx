import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { EmptyAction, EmptyIcon, EmptyRoot, EmptyText, EmptyTitle } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** e.g. 'No campaigns yet'. */
  title: ReactNode;
  /** e.g. 'Create your first campaign to get started'. */
  text?: ReactNode;
  /** e.g. a 'Create Campaign' button. */
  action?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** Render the title as a heading of this level (default: a paragraph, so it never breaks a page's outline). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** What a list or screen shows when there is nothing to show yet. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, text, action, icon, headingLevel, ...rest },
  ref,
) {
  return (
    <EmptyRoot ref={ref} data-empty-state="" {...rest}>
      {icon ? <EmptyIcon aria-hidden="true">{icon}</EmptyIcon> : null}
      <EmptyTitle as={headingLevel ? (`h${headingLevel}` as const) : 'p'}>{title}</EmptyTitle>
      {text ? <EmptyText>{text}</EmptyText> : null}
      {action ? <EmptyAction>{action}</EmptyAction> : null}
    </EmptyRoot>
  );
});
