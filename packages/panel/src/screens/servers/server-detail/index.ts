export { ServerDetailScreen, type ServerDetailScreenProps } from './server-detail';
export { ServerDetailScreenContainer, type ServerDetailScreenContainerProps } from './server-detail.container';
