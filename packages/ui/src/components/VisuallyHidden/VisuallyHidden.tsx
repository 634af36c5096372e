import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** The text screen readers read (not shown on screen). */
  children?: ReactNode;
}

/**
 * Text for assistive technology only: read by screen readers, not shown (an icon button's name, the words behind a
 * badge's number, "You," before an outgoing message). The span stays in the accessibility tree.
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(props, ref) {
  return <StyledVisuallyHidden ref={ref} {...props} />;
});
