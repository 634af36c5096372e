import { forwardRef, type HTMLAttributes } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { LoaderRoot } from './FullPageLoader.styles';

export interface FullPageLoaderProps extends HTMLAttributes<HTMLDivElement> {
  /** What is loading, e.g. 'Loading your workspace'; shown and announced (role status). */
  label: string;
  /** Show the label under the spinner (default true). */
  showLabel?: boolean;
  /** Fill its container (min 240 px) instead of the whole viewport height. */
  inline?: boolean;
}

/** A centred spinner that fills the page (or its container) while a screen loads. */
export const FullPageLoader = forwardRef<HTMLDivElement, FullPageLoaderProps>(function FullPageLoader(
  { label, showLabel = true, inline = false, ...rest },
  ref,
) {
  return (
    <LoaderRoot ref={ref} aria-busy="true" data-inline={inline ? '' : undefined} {...rest}>
      <Spinner label={label} size="lg" showLabel={showLabel} style={{ flexDirection: 'column' }} />
    </LoaderRoot>
  );
});
