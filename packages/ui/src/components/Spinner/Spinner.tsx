import { forwardRef, type HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { SpinnerCircle, SpinnerRoot, type SpinnerSize } from './Spinner.styles';

export type { SpinnerSize };

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** What is loading, e.g. 'Loading conversations'; announced politely (role status). */
  label: string;
  /** Show the label next to the spinner instead of only to assistive technology. */
  showLabel?: boolean;
  /** Diameter: `sm`, `md` (default) or `lg`. */
  size?: SpinnerSize;
}

/** A loading indicator announced through role status with its `label`. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, showLabel = false, size = 'md', ...rest },
  ref,
) {
  return (
    <SpinnerRoot ref={ref} role="status" data-size={size} {...rest}>
      <SpinnerCircle aria-hidden="true" $size={size} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerRoot>
  );
});
