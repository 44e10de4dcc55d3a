export { TeamUpgradeScreen, type TeamUpgradeScreenProps } from './team-upgrade';
export { TeamUpgradeScreenContainer, type TeamUpgradeScreenContainerProps } from './team-upgrade.container';
