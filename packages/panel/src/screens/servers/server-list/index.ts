export { ServerListScreen, type ServerListScreenProps } from './server-list';
export { ServerListScreenContainer, type ServerListScreenContainerProps } from './server-list.container';
