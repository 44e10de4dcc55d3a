export { DomainDetailScreen, type DomainDetailScreenProps } from './domain-detail';
export { DomainDetailScreenContainer, type DomainDetailScreenContainerProps } from './domain-detail.container';
