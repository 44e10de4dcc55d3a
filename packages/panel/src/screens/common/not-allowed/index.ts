export { NotAllowedScreen, type NotAllowedReason, type NotAllowedScreenProps } from './not-allowed';
