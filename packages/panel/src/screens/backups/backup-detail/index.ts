export { BackupDetailScreen, type BackupDetailScreenProps } from './backup-detail';
export { BackupDetailScreenContainer, type BackupDetailScreenContainerProps } from './backup-detail.container';
