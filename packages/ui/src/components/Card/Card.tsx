import { forwardRef, type HTMLAttributes } from 'react';
import { StyledCard, type CardPadding } from './Card.styles';

export type { CardPadding };

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Inner spacing; `md` by default. */
  padding?: CardPadding;
}

/** A surface that groups related content. Use `as` via styled-components or pass `role`/aria props as needed. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card({ padding = 'md', ...rest }, ref) {
  return <StyledCard ref={ref} $padding={padding} data-padding={padding} {...rest} />;
});
