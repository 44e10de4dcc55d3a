export { DomainRenewScreen, type DomainRenewScreenProps } from './domain-renew';
export { DomainRenewScreenContainer, type DomainRenewScreenContainerProps } from './domain-renew.container';
