export { PricingPage } from './PricingPage';
