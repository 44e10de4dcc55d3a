export { FirewallScreen, type FirewallScreenProps } from './firewall';
export { FirewallScreenContainer, type FirewallScreenContainerProps } from './firewall.container';
