export { CampaignManager } from './CampaignManager';
export type { CampaignManagerProps, CampaignManagerTab } from './CampaignManager';
