export { SectionSidebar } from './SectionSidebar';
export type { SectionSidebarProps } from './SectionSidebar';
