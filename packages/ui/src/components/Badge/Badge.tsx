import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { BadgeDot, StyledBadge, type BadgeTone } from './Badge.styles';

export type { BadgeTone };

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour tone; `default` by default. */
  tone?: BadgeTone;
  /** Shows a small dot before the text. */
  dot?: boolean;
  /** The badge's text (a tag, a count, a status). */
  children?: ReactNode;
}

/** A small label pill (tags, counts, statuses). */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'default', dot = false, children, ...rest },
  ref,
) {
  return (
    <StyledBadge ref={ref} $tone={tone} data-tone={tone} {...rest}>
      {dot ? <BadgeDot aria-hidden="true" /> : null}
      {children}
    </StyledBadge>
  );
});
