export { Card } from './Card';
export type { CardPadding, CardProps } from './Card';
