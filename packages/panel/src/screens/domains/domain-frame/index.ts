export { DomainFrameScreen, type DomainFrameScreenProps } from './domain-frame';
export { DomainFrameScreenContainer, type DomainFrameScreenContainerProps } from './domain-frame.container';
export type { DomainFrameValue } from './domain-frame-value';
