export { HostListScreen, type HostListScreenProps } from './host-list';
export { HostListScreenContainer, type HostListScreenContainerProps } from './host-list.container';
