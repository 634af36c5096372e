export { PartnersPage } from './PartnersPage';
