import type { SessionServer } from '../api/schemas/session';
import { domainInUseBy, isSubmittableDomainCheck, type HostDomainCheckState } from './domain-check';
import { collectIssues, ruleIssue, type RuleIssue } from './issues';
import {
  CUSTOM_DOMAIN_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SUBDOMAIN_NAME_BUDGET,
  SUBDOMAIN_NAME_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './limits';
import { canUseGlobalDomain, canUseServer, type FeatureLevels } from './permissions-plan';

/*
 * The order form of the host creation wizard (host-area 5, rules 1 to 6). Every check the form shows and the one rule
 * that enables its submit button live here.
 */

/** host-area 5.1: lowercase, a letter first, then letters, digits and hyphens, a letter or digit last. */
export const HOST_NAME_PATTERN = /^[a-z](?:[a-z0-9-]*[a-z0-9])?$/;
/** host-area 5.2: labels of letters, digits and hyphens; the last label (the label body) a letter first, 2 to 63 long. */
export const CUSTOM_DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** The domain choice meaning "a custom full domain" rather than a suffix. */
export const CUSTOM_DOMAIN_CHOICE = '';

/**
 * A domain the team already uses (a Domain entry of the order form: a website of the team that is not removed): a
 * parent a new host can sit under, and a domain no new host may take.
 */
export interface OrderDomainEntry {
  domain: string;
  server_id: number;
}

export type OrderServer = Pick<SessionServer, 'id' | 'endpoint' | 'feature_level' | 'global_domain' | 'wildcard_domain'> &
  Partial<Pick<SessionServer, 'title' | 'ip'>>;

/**
 * A suffix the host name can go under:
 * - `wildcard`: the server's own wildcard domain, free on every plan;
 * - `global`: the platform's global domain, gated by the global_domain feature level;
 * - `parent`: a domain the team already has on some server (it can be merged into when on the same server).
 */
export type DomainSuffixSource = 'wildcard' | 'global' | 'parent';

export interface DomainSuffixOption {
  suffix: string;
  source: DomainSuffixSource;
  isDisabled: boolean;
  /** The server of a parent domain. */
  serverId?: number;
}

export interface OrderFormValues {
  /** The host name (under a suffix) or the portal username (with a custom domain). */
  name: string;
  /** The chosen server's id as text; '' before one is chosen. */
  serverId: string;
  /** A suffix of `domainSuffixOptions`, or CUSTOM_DOMAIN_CHOICE. */
  domainChoice: string;
  customDomain: string;
  mergeWithParent: boolean;
  password: string;
}

export interface OrderFormContext {
  servers: readonly OrderServer[];
  domains: readonly OrderDomainEntry[];
  planLevel: number;
  features: FeatureLevels;
}

/** The fields a rule of the order form reports on (an issue's `path`). */
export type OrderField = 'name' | 'serverId' | 'domainChoice' | 'customDomain' | 'password';

export function isCustomDomainChoice(choice: string): boolean {
  return choice === CUSTOM_DOMAIN_CHOICE;
}

/** host-area 5.1: 5 to 32 for the portal username; under a sub-domain 1 to (39 - suffix length). */
export function hostNameLimits(domainChoice: string): { min: number; max: number } {
  if (isCustomDomainChoice(domainChoice)) return { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH };
  return { min: SUBDOMAIN_NAME_MIN_LENGTH, max: SUBDOMAIN_NAME_BUDGET - domainChoice.length };
}

/** host-area 5.1: required, within `hostNameLimits`, then the lowercase pattern; the issue's path is `name`. */
export function checkHostName(name: string, domainChoice: string): RuleIssue | undefined {
  if (name === '') return ruleIssue('name', 'required');
  const { min, max } = hostNameLimits(domainChoice);
  if (name.length < min || name.length > max) return ruleIssue('name', 'lengthRange', { min, max });
  return HOST_NAME_PATTERN.test(name) ? undefined : ruleIssue('name', 'pattern');
}

/** host-area 5.2: required when no suffix is chosen; at most 40 characters; the domain pattern. */
export function checkCustomDomain(domain: string): RuleIssue | undefined {
  if (domain === '') return ruleIssue('customDomain', 'required');
  if (domain.length > CUSTOM_DOMAIN_MAX_LENGTH) return ruleIssue('customDomain', 'tooLong', { max: CUSTOM_DOMAIN_MAX_LENGTH });
  return CUSTOM_DOMAIN_PATTERN.test(domain) ? undefined : ruleIssue('customDomain', 'pattern');
}

/** host-area 5.3 */
export function checkOrderPassword(password: string): RuleIssue | undefined {
  if (password === '') return ruleIssue('password', 'required');
  return password.length < PASSWORD_MIN_LENGTH ? ruleIssue('password', 'tooShort', { min: PASSWORD_MIN_LENGTH }) : undefined;
}

export function findOrderServer(servers: readonly OrderServer[], serverId: string): OrderServer | undefined {
  return servers.find((server) => String(server.id) === serverId);
}

/** host-area 5.6: a server whose feature_level is above the plan level is disabled. */
export function isServerDisabled(server: Pick<OrderServer, 'feature_level'>, planLevel: number): boolean {
  return !canUseServer(server, planLevel);
}

/**
 * The suffixes offered for a server: its wildcard domain, its global domain (disabled above the plan level,
 * host-area 5.6), then the team's domains. Each suffix appears once.
 */
export function domainSuffixOptions(server: OrderServer | undefined, context: Omit<OrderFormContext, 'servers'>): DomainSuffixOption[] {
  const options: DomainSuffixOption[] = [];
  const add = (option: DomainSuffixOption) => {
    if (option.suffix !== '' && !options.some((item) => item.suffix === option.suffix)) options.push(option);
  };
  if (server?.wildcard_domain) add({ suffix: server.wildcard_domain, source: 'wildcard', isDisabled: false });
  if (server?.global_domain) {
    add({ suffix: server.global_domain, source: 'global', isDisabled: !canUseGlobalDomain(server, context.planLevel, context.features) });
  }
  for (const entry of context.domains) add({ suffix: entry.domain, source: 'parent', isDisabled: false, serverId: entry.server_id });
  return options;
}

export interface MergeAvailability {
  isEnabled: boolean;
  /** Set when the suffix is a parent domain on another server: 'The server must be {endpoint}'. */
  requiredEndpoint?: string;
}

/** host-area 5.5: merging needs the chosen suffix to be an existing parent domain on the same server. */
export function mergeAvailability(option: DomainSuffixOption | undefined, serverId: string, servers: readonly OrderServer[]): MergeAvailability {
  if (option?.source !== 'parent' || option.serverId === undefined) return { isEnabled: false };
  if (String(option.serverId) === serverId) return { isEnabled: true };
  const endpoint = servers.find((server) => server.id === option.serverId)?.endpoint;
  return endpoint === undefined ? { isEnabled: false } : { isEnabled: false, requiredEndpoint: endpoint };
}

/** The full domain the order asks for: the name under the chosen suffix, or the custom domain. */
export function orderDomain(values: Pick<OrderFormValues, 'name' | 'domainChoice' | 'customDomain'>): string {
  return isCustomDomainChoice(values.domainChoice) ? values.customDomain : `${values.name}.${values.domainChoice}`;
}

/** Every rule of host-area 5.1 to 5.3 and 5.6 that the values break, in field order (paths are the field names). */
export function validateOrderForm(values: OrderFormValues, context: OrderFormContext): RuleIssue[] {
  const server = findOrderServer(context.servers, values.serverId);
  return collectIssues(
    checkHostName(values.name, values.domainChoice),
    checkOrderServer(server, context.planLevel),
    isCustomDomainChoice(values.domainChoice) ? checkCustomDomain(values.customDomain) : checkDomainChoice(server, values.domainChoice, context),
    checkOrderPassword(values.password),
  );
}

/** host-area 5.6: a server is chosen, and the plan allows it. */
function checkOrderServer(server: OrderServer | undefined, planLevel: number): RuleIssue | undefined {
  if (!server) return ruleIssue('serverId', 'required');
  return isServerDisabled(server, planLevel) ? ruleIssue('serverId', 'planTooLow') : undefined;
}

/** host-area 5.6: the suffix is one the server offers, and the plan allows it. */
function checkDomainChoice(server: OrderServer | undefined, choice: string, context: OrderFormContext): RuleIssue | undefined {
  const option = domainSuffixOptions(server, context).find((item) => item.suffix === choice);
  if (!option) return ruleIssue('domainChoice', 'required');
  return option.isDisabled ? ruleIssue('domainChoice', 'planTooLow') : undefined;
}

/** The team's website that already has the order's domain (or its www. name), if any: such an order is refused. */
export function orderDomainInUseBy(values: Pick<OrderFormValues, 'name' | 'domainChoice' | 'customDomain'>, domains: readonly OrderDomainEntry[]): string | undefined {
  return domainInUseBy(orderDomain(values), domains.map((entry) => entry.domain));
}

/** host-area 5.4: every field rule holds, the domain is no website's yet, and the domain check is valid or valid_with_note. */
export function canSubmitOrder(values: OrderFormValues, context: OrderFormContext, domainCheck: HostDomainCheckState | undefined): boolean {
  if (validateOrderForm(values, context).length > 0 || orderDomainInUseBy(values, context.domains) !== undefined) return false;
  return domainCheck !== undefined && isSubmittableDomainCheck(domainCheck);
}

/** What the form hands to the create-host call (the container adds the team and the template). */
export interface OrderSubmission {
  username: string;
  serverId: number;
  domain: string;
  mergeWithParent: boolean;
  password: string;
}

/** The order to send; merging is only sent when host-area 5.5 allows it. */
export function toOrderSubmission(values: OrderFormValues, context: OrderFormContext): OrderSubmission {
  const server = findOrderServer(context.servers, values.serverId);
  const option = domainSuffixOptions(server, context).find((item) => item.suffix === values.domainChoice);
  return {
    username: values.name,
    serverId: Number(values.serverId),
    domain: orderDomain(values),
    mergeWithParent: values.mergeWithParent && mergeAvailability(option, values.serverId, context.servers).isEnabled,
    password: values.password,
  };
}
