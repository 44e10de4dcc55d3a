export { HostDatabaseScreen, type HostDatabaseScreenProps } from './host-database';
export { HostDatabaseScreenContainer, type HostDatabaseScreenContainerProps } from './host-database.container';
