export { WelcomeTour, TOUR_SEEN_KEY, tourAlreadySeen, markTourSeen } from './WelcomeTour';
export type { WelcomeTourProps } from './WelcomeTour';
