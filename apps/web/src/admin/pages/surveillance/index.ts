export { SurveillancePage } from './SurveillancePage';
