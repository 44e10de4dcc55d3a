// Gates of host-area 6 and account-area 6: screens read these, never inline comparisons.
export * from './permissions-roles';
export * from './permissions-members';
export * from './permissions-plan';
export * from './permissions-host';
export * from './permissions-admin';
export * from './permissions-sidebar';
