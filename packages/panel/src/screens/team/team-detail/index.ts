export { TeamDetailScreen, type TeamDetailScreenProps } from './team-detail';
export { TeamDetailScreenContainer, type TeamDetailScreenContainerProps } from './team-detail.container';
