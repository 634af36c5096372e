export { CrmDashboard, CRM_STATS, PIPELINE_STAGES } from './CrmDashboard';
export { GenericDashboard } from './GenericDashboard';
export { SectionPlaceholder } from './SectionPlaceholder';
export type { SectionScreenProps } from './types';
