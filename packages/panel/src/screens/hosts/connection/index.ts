export { ConnectionScreen, type ConnectionScreenProps } from './connection';
export { ConnectionScreenContainer, type ConnectionScreenContainerProps } from './connection.container';
