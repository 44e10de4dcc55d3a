export { HostDetailScreen, type HostDetailScreenProps } from './host-detail';
export { HostDetailScreenContainer, type HostDetailScreenContainerProps } from './host-detail.container';
