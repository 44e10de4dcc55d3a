/** Query keys of the invite code: one per team. */
export const inviteKeys = {
  all: ['invite'] as const,
  code: (teamId: number) => ['invite', teamId] as const,
};
