export { DeliveryAnalytics, niceMax } from './DeliveryAnalytics';
export type { DeliveryAnalyticsProps } from './DeliveryAnalytics';
