// Public names of the campaigns area (the lead adds them to the package index).
export { CampaignManager } from './CampaignManager';
export type { CampaignManagerProps, CampaignManagerTab } from './CampaignManager';
export { CampaignModal } from './CampaignModal';
export type { CampaignModalProps } from './CampaignModal';
export { DeliveryAnalytics } from './DeliveryAnalytics';
export type { DeliveryAnalyticsProps } from './DeliveryAnalytics';
export { campaignLabels } from './labels';
export type { CampaignLabels } from './labels';
