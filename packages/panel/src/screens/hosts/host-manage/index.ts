export { HostManageScreen, type HostManageScreenProps } from './host-manage';
export { HostManageScreenContainer, type HostManageScreenContainerProps } from './host-manage.container';
