export { CampaignModal } from './CampaignModal';
export type { CampaignModalProps } from './CampaignModal';
export { audienceFor, parsePhones, NEW_SUBSCRIBER_DAYS } from './audience';
