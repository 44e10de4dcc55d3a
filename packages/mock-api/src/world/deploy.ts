import type { Deployment, DeploymentDetail, HostEnvironment } from '@hostdeck/panel/contract';
import { hostTakesDeployments, keepsLifecycleFeatures } from '@hostdeck/panel/rules';
import { hostAccess, nextId } from './access';
import { isLifecycleFeature, parseDeployScript, featureKey, type DeployScript } from './deploy-script';
import { applyDnsLines } from './dns';
import { applyNginxFeatures, nginxSiteOf, validateNginxConfig } from './nginx';
import { operation, query } from './operation';
import { withRandom } from './random';
import { done, invalid, notFound, ok, forbidden, type FormAnswer } from './result';
import { buildRunnerLog, deploymentResult, deploymentUpdatedAt, isDeploymentRunning } from './runner-log';
import type { WorldDeployment, WorldHost, WorldState } from './state';
import { formatIso } from './time';

interface HostInput {
  teamId: number;
  hostId: number;
}

export const TEMPLATE_INVALID = 'The template is not a valid YAML object.';

/** Deployments run on active and starting hosts only, as the Deploy page offers them (rules/deploy-gate). */
function refuseInactiveHost(host: WorldHost) {
  return hostTakesDeployments(host.record.status) ? undefined : forbidden(`This host is ${host.record.status}; deployments need an active host.`);
}

/**
 * What a script changes on the host right away: exported envs, databases, the nginx object, engine versions, DNS
 * change lines and the ssl/www/http features (whose notes and failures the runner log already tells).
 */
function applyScript(host: WorldHost, script: DeployScript, now: number): void {
  Object.assign(host.envs, script.envs);
  const prefix = host.record.username.replaceAll('-', '_');
  for (const [key, value] of script.features.map(featureKey)) {
    if (['mysql', 'mariadb', 'postgres', 'postgresql'].includes(key)) {
      const name = typeof value === 'string' && value.startsWith('create ') ? value.slice(7) : 'db';
      host.databases[`${prefix}_${name.replace(/[-.]/g, '_')}`] ??= { Type: key.startsWith('postgres') ? 'postgres' : 'mysql', Size: '8 KiB', Tables: 0 };
    }
    if (key === 'php' && typeof value === 'string' && /^\d/.test(value)) host.software.php = `${value}.14`;
    if (key === 'python' && typeof value === 'string' && /^\d/.test(value)) host.software.python = value;
    if (key === 'dns' && Array.isArray(value) && !script.subdomain) applyDnsLines(host, value.map(String), now);
  }
  const site = host.nginx.find((item) => item.domain === host.record.domain);
  const checked = script.nginx === undefined || !site ? undefined : validateNginxConfig(script.nginx, nginxSiteOf(host, site));
  if (site && checked && 'config' in checked) {
    site.config = checked.config;
    site.raw = null;
  }
  // The runner applies ssl features last, after nginx (backend-formats 3.6).
  const nginxFeatures = script.features.filter((feature): feature is string => typeof feature === 'string' && ['ssl', 'www', 'http'].includes(featureKey(feature)[0]));
  applyNginxFeatures(host, script.subdomain ?? undefined, [...nginxFeatures.filter((item) => !item.startsWith('ssl')), ...nginxFeatures.filter((item) => item.startsWith('ssl'))]);
}

/**
 * Starts a deployment of `template` on the host now; its log then streams as the clock passes. Lifecycle features are
 * stripped for everyone but the administrator (host-area 6). Undefined when the template is not a YAML object.
 */
export function beginDeployment(state: WorldState, host: WorldHost, template: string, now: number, options: { userId: number | null; isAdmin: boolean; failCommand?: string }): WorldDeployment | undefined {
  const parsed = parseDeployScript(template);
  if (!parsed) return undefined;
  const script = options.isAdmin ? parsed : { ...parsed, features: parsed.features.filter((feature) => !isLifecycleFeature(feature)) };
  const lines = withRandom(state, (random) =>
    buildRunnerLog(script, { domain: host.record.domain, username: host.record.username, startedAt: now, random, failCommand: options.failCommand }),
  );
  const deployment: WorldDeployment = { id: nextId(state.hosts.flatMap((item) => item.deployments), 1), user_id: options.userId, template, started_at: formatIso(now), lines };
  host.deployments.push(deployment);
  applyScript(host, script, now);
  return deployment;
}

export function toDeployment(deployment: WorldDeployment, now: number): Deployment {
  return { id: deployment.id, user_id: deployment.user_id, result: deploymentResult(deployment, now), template: deployment.template, updated_at: deploymentUpdatedAt(deployment, now) };
}

/** GET host/runner/{hostId}: newest first. */
export const listDeployments = query<{ hostId: number }, Deployment[]>((state, { hostId }, now) => {
  const access = hostAccess(state, hostId);
  if (!access.ok) return access;
  return ok([...access.value.host.deployments].sort((a, b) => b.id - a.id).map((item) => toDeployment(item, now)));
});

export const getDeployment = query<HostInput & { deployId: number }, DeploymentDetail>((state, { teamId, hostId, deployId }, now) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const deployment = access.value.host.deployments.find((item) => item.id === deployId);
  if (!deployment) return notFound('Deployment not found');
  return ok({ result: deploymentResult(deployment, now), template: deployment.template });
});

export const startDeployment = operation<HostInput & { template: string }, FormAnswer & { id: number }>((state, { teamId, hostId, template }, now) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const { host, role, user } = access.value;
  if (role === 'client') return forbidden('Clients cannot deploy to a host.');
  const inactive = refuseInactiveHost(host);
  if (inactive) return inactive;
  if (template.trim() === '') return invalid({ template: 'The template is required.' });
  const deployment = beginDeployment(state, host, template, now, { userId: user.id, isAdmin: keepsLifecycleFeatures(user.id) });
  if (!deployment) return invalid({ template: TEMPLATE_INVALID });
  return ok({ id: deployment.id, message: 'Deployment started' });
});

/** Clears the history; a deployment still running stays, as the runner still writes to it. */
export const clearDeployments = operation<HostInput, FormAnswer>((state, { teamId, hostId }, now) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  if (access.value.role === 'client') return forbidden('Clients cannot clear deployments.');
  const host = access.value.host;
  const inactive = refuseInactiveHost(host);
  if (inactive) return inactive;
  host.deployments = host.deployments.filter((item) => isDeploymentRunning(item, now));
  return done('Deployments cleared');
});

export const getHostEnvironment = query<{ hostId: number }, HostEnvironment>((state, { hostId }) => {
  const access = hostAccess(state, hostId);
  return access.ok ? ok({ envs: { ...access.value.host.envs } }) : access;
});
