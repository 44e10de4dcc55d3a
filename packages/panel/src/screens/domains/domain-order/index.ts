export { DomainOrderScreen, type DomainOrderScreenProps } from './domain-order';
export { DomainOrderScreenContainer, type DomainOrderScreenContainerProps } from './domain-order.container';
export { DomainTransferScreen, type DomainTransferScreenProps } from './domain-transfer';
export { DomainTransferScreenContainer, type DomainTransferScreenContainerProps } from './domain-transfer.container';
