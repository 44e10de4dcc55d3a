/** Query keys of the user's own profile. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => ['profile', 'detail'] as const,
};
