export { FullPageLoader } from './FullPageLoader';
export type { FullPageLoaderProps } from './FullPageLoader';
