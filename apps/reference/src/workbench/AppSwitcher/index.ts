export { AppSwitcher } from './AppSwitcher';
export type { AppSwitcherProps } from './AppSwitcher';
