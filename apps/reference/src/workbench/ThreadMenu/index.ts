export { ThreadMenu } from './ThreadMenu';
export type { ThreadMenuProps } from './ThreadMenu';
