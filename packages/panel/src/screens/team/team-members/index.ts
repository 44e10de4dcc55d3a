export { TeamMembersScreen, type TeamMembersScreenProps } from './team-members';
export { TeamMembersScreenContainer, type TeamMembersScreenContainerProps } from './team-members.container';
