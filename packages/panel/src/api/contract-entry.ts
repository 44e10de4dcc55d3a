// First: zod must not compile parsers with eval (a strict Content-Security-Policy refuses it); see the module.
import '../rules/zod-config';

// `@hostdeck/panel/contract`: the API contract (PanelApi and its call types), the zod schemas of every answer, the
// errors, and the HTTP implementation of the contract. No React, no data hooks, no screens.
export * from './errors';
export * from './client';
export * from './upload';
export * from './contract';
export * from './contract/backups';
export * from './contract/call-options';
export * from './contract/deploy';
export * from './contract/domains';
export * from './contract/host-tools';
export * from './contract/hosts';
export * from './contract/invite';
export * from './contract/profile';
export * from './contract/servers';
export * from './contract/session';
export * from './contract/teams';
export * from './http';
export * from './http/deploy-external';
export * from './schemas/backups';
export * from './schemas/billing';
export * from './schemas/common';
export * from './schemas/deploy';
export * from './schemas/dns';
export * from './schemas/domains';
export * from './schemas/host-tools';
export * from './schemas/hosts';
export * from './schemas/invite';
export * from './schemas/nginx';
export * from './schemas/profile';
export * from './schemas/recipes';
export * from './schemas/servers';
export * from './schemas/session';
export * from './schemas/teams';
export * from './schemas/webhook';
