export { TeamsLandingPage } from './TeamsLandingPage';
