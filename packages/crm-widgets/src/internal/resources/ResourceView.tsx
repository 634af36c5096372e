import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from '@wacrm/ui';
import type { ResourceViewState } from './useResourceState';
import { Center } from './ResourceView.styles';

export interface ResourceViewProps<T> {
  state: ResourceViewState<T>;
  /** The error's title ('Failed to load campaigns'). */
  errorTitle: string;
  retryLabel: string;
  loadingLabel: string;
  /** Shown once loaded when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /**
   * 'block' (default) keeps the error and its Retry together in one block, Retry right below; 'none' leaves them as
   * two items of the parent's layout (a grid then spaces them).
   */
  errorContainer?: 'block' | 'none';
  /** The loaded data's view. */
  children: (data: T) => ReactNode;
}

/**
 * The states of a resource in one place: the error with Retry while nothing was loaded, a spinner during the first
 * load, the empty state, else the data. Data already loaded stays on screen while it is fetched again.
 */
export function ResourceView<T>({
  state,
  errorTitle,
  retryLabel,
  loadingLabel,
  empty,
  isEmpty,
  errorContainer = 'block',
  children,
}: ResourceViewProps<T>) {
  const { data, error, reload } = state;
  if (data === undefined && error) {
    const failure = (
      <>
        <Alert tone="error" title={errorTitle} message={error} />
        <div>
          <Button size="sm" variant="secondary" onClick={() => void reload()}>
            {retryLabel}
          </Button>
        </div>
      </>
    );
    return errorContainer === 'block' ? <div>{failure}</div> : failure;
  }
  if (data === undefined) {
    return (
      <Center>
        <Spinner label={loadingLabel} />
      </Center>
    );
  }
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
