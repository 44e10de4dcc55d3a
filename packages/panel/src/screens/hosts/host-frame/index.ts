export { HostFrameScreen, type HostFrameScreenProps } from './host-frame';
export { HostFrameScreenContainer, type HostFrameScreenContainerProps } from './host-frame.container';
export type { HostFrameValue } from './host-frame-value';
