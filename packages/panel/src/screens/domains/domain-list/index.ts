export { DomainListScreen, type DomainListScreenProps } from './domain-list';
export { DomainListScreenContainer, type DomainListScreenContainerProps } from './domain-list.container';
