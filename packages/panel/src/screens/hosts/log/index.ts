export { LogScreen, type LogScreenProps } from './log';
export { LogScreenContainer, type LogScreenContainerProps } from './log.container';
