export { BackupListScreen, type BackupListScreenProps } from './backup-list';
export { BackupListScreenContainer, type BackupListScreenContainerProps } from './backup-list.container';
