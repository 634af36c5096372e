export { Icon } from './Icon';
export type { IconNode, IconProps } from './Icon';
export * as shapes from './shapes';
export * as extraShapes from './extraShapes';
