export { PointsMallScreen } from './PointsMallScreen';
