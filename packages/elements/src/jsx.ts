// `import type {} from '@wacrm/elements/jsx'` (or `"types": ["@wacrm/elements/jsx"]` in tsconfig): the five elements
// in React 19's JSX, so `<wacrm-inbox theme="purple">` is a type error. Types only: its JavaScript is empty.
// Preact and Solid: see the README (Frameworks), with `WacrmIntrinsicElements` from '@wacrm/elements'.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { WacrmIntrinsicElements } from './frameworkTypes';
import type { WacrmElement } from './types';

export type { WacrmIntrinsicElements, WacrmJsxProps } from './frameworkTypes';

/** What React lets every element take (`id`, `className`, `style`, `ref`, `key`...), on a Wacrm element. */
export type WacrmReactHostProps = DetailedHTMLProps<HTMLAttributes<WacrmElement>, WacrmElement>;

declare module 'react' {
  // React 19 reads custom elements' props from React.JSX.IntrinsicElements. Augmenting it needs React's own
  // namespace (a module cannot reopen it) and an empty interface extending our map (interfaces merge; a type alias
  // cannot): both lint rules are off for these two declarations only.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends WacrmIntrinsicElements<WacrmReactHostProps> {}
  }
}
