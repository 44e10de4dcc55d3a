import type { BackupsApi } from '../contract/backups';
import type { DeployApi } from '../contract/deploy';
import type { DomainsApi } from '../contract/domains';
import type { HostToolsApi } from '../contract/host-tools';
import type { InviteApi } from '../contract/invite';
import type { ProfileApi } from '../contract/profile';
import type { ServersApi } from '../contract/servers';
import type { AsyncMethodList } from './lazy-area';

// The calls of the areas that load on demand, checked against the contract by their type (see lazy-area.ts).

export const DEPLOY_METHODS: AsyncMethodList<DeployApi> = {
  listDeployments: true,
  getDeployment: true,
  startDeployment: true,
  clearDeployments: true,
  getHostEnvironment: true,
  listWebhooks: true,
  addWebhook: true,
  deleteWebhook: true,
  getWebhookBadge: true,
  createHost: true,
  searchRepositories: true,
  checkRepo: true,
  uploadRepo: true,
  getRecipeIndex: true,
  getRecipeTemplate: true,
  getTemplateFrom: true,
  lookupDomainA: true,
  measureServerLatency: true,
};

export const HOST_TOOLS_METHODS: AsyncMethodList<HostToolsApi> = {
  runHostFeatures: true,
  listDatabases: true,
  listRedisDatabases: true,
  createDatabase: true,
  dropDatabase: true,
  runSoftwareCommand: true,
  listHostUsers: true,
  createHostUser: true,
  deleteHostUser: true,
  getNginxConfig: true,
  saveNginxConfig: true,
  runNginxFeatures: true,
  getDnsZone: true,
  saveDnsChanges: true,
  addDnsRecords: true,
  getHostLog: true,
  listScreenProcesses: true,
  manageScreenProcesses: true,
  getConnectionCheck: true,
  getFirewallState: true,
  setFirewall: true,
};

export const DOMAINS_METHODS: AsyncMethodList<DomainsApi> = {
  listDomains: true,
  getDomain: true,
  checkDomain: true,
  orderDomain: true,
  transferDomain: true,
  renewDomain: true,
  updateDomainLocks: true,
  updateDomainNameServers: true,
  resendDomainVerification: true,
  payDomain: true,
  cancelDomainPayment: true,
  requestDomainInvoice: true,
  deleteDomain: true,
};

export const BACKUPS_METHODS: AsyncMethodList<BackupsApi> = {
  listBackups: true,
  getBackup: true,
  createBackup: true,
  restoreBackup: true,
  deleteBackup: true,
};

export const SERVERS_METHODS: AsyncMethodList<ServersApi> = {
  listServers: true,
  getServer: true,
  createServer: true,
  updateServer: true,
  deleteServer: true,
};

export const INVITE_METHODS: AsyncMethodList<InviteApi> = {
  getInviteCode: true,
  createInviteCode: true,
  changeInviteQuota: true,
  grantInviteCode: true,
};

export const PROFILE_METHODS: AsyncMethodList<ProfileApi> = {
  getProfile: true,
  editProfile: true,
  resendVerificationEmail: true,
  addGithubLogin: true,
  addGoogleLogin: true,
  addEmailLogin: true,
  removeLogin: true,
  saveWelcomeCountry: true,
  resendWelcomeEmail: true,
  deleteAccount: true,
};
