import { forwardRef } from 'react';
import { type BadgeProps, type BadgeTone } from '../Badge/Badge';
import { StyledStatusBadge } from './StatusBadge.styles';

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'dot'> {
  /**
   * Tone of the status. The status-to-tone mapping is business logic and lives in the SDK (`statusTone`); widgets
   * apply it, so this primitive only knows tones. Unknown statuses should map to `neutral`.
   */
  tone: BadgeTone;
  /** The status text as shown to the user, e.g. 'Approved'. */
  children: BadgeProps['children'];
}

/** A status pill with a dot, e.g. Active (success), Draft (warning), Rejected (error). */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { tone, children, ...rest },
  ref,
) {
  return (
    <StyledStatusBadge ref={ref} tone={tone} dot data-status-badge="" {...rest}>
      {children}
    </StyledStatusBadge>
  );
});
