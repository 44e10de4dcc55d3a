// The simulated Hostdeck backend: a stateful world answering the panel's contract. HTTP handlers map onto it.

// State, results and the operation shape.
export * from './world/state';
export * from './world/result';
export * from './world/operation';
export * from './world/world';
export * from './world/time';
export * from './world/random';
export * from './world/settle';
export * from './world/persistence';
export * from './world/create-world';
export * from './scenarios';
export { recipeIndexFixture } from './fixtures/recipe-index';
export { drawRecipeIcon, recipeIconName, withLocalRecipeIcons, RECIPE_ICON_FOLDER } from './fixtures/recipe-icons';

// Operations per area.
export * from './world/session';
export * from './world/access';
export * from './world/hosts';
export * from './world/host-settings';
export * from './world/deploy';
export * from './world/webhooks';
export * from './world/runner-log';
export * from './world/deploy-script';
export * from './world/dns';
export * from './world/dns-zone';
export * from './world/nginx';
export * from './world/nginx-render';
export * from './world/host-tools';
export * from './world/host-services';
export * from './world/host-features';
export * from './world/domains';
export * from './world/domain-actions';
export * from './world/backups';
export * from './world/servers';
export * from './world/teams';
export * from './world/billing';
export * from './world/invoices';
export * from './world/checkout';
export * from './world/invite';
export * from './world/profile';
export * from './world/issue-english';

// The store the console and stories hold, and the MSW handlers that answer the contract from it.
export { createWorldStore, WORLD_STORAGE_KEY, type WorldStore, type WorldStoreOptions, type WorldStorage } from './store/world-store';
export { DEMO_PASSWORD, WRONG_CREDENTIALS, SIGNED_OUT_USER_ID, type SignInCredentials, type SignInResult } from './store/sign-in';
export * from './handlers';
export { checkRepository, searchWorldRepositories } from './handlers/deploy-sources';
