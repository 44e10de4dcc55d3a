export { HostListScreen, type HostListScreenProps, type HostListStatus } from './host-list';
export { HostListScreenContainer, type HostListScreenContainerProps } from './host-list.container';
