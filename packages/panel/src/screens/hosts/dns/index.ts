export { DnsScreen, type DnsScreenProps, type DnsSaveOutcome, type DnsTab } from './dns';
export { DnsScreenContainer, type DnsScreenContainerProps } from './dns.container';
