import { Fragment, type ReactNode } from 'react';

/**
 * A machine word (a template's name as Meta knows it, `order_confirmation`; a code such as `INCORRECT_CATEGORY`) with
 * a line break opportunity after each underscore: it wraps between its parts instead of anywhere, and its column
 * needs only the width of its longest part.
 */
export function breakAfterUnderscores(text: string): ReactNode {
  const parts = text.split('_');
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
