export { DomainDnsScreen, type DomainDnsScreenProps } from './domain-dns';
export { DomainDnsScreenContainer, type DomainDnsScreenContainerProps } from './domain-dns.container';
