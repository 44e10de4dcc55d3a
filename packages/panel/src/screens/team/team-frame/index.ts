export { TeamFrameScreen, type TeamFrameScreenProps } from './team-frame';
export { TeamFrameScreenContainer, type TeamFrameScreenContainerProps } from './team-frame.container';
export type { TeamFrameValue } from './team-frame-value';
