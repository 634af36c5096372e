export { NavMenu } from './NavMenu';
export type { NavMenuProps } from './NavMenu';
