export { MarketingLayout } from './MarketingLayout';
