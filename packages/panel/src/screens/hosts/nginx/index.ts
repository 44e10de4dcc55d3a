export { NginxScreen, type NginxScreenProps, type NginxSaveOutcome, type NginxTab } from './nginx';
export { NginxScreenContainer, type NginxScreenContainerProps } from './nginx.container';
