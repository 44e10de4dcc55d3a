import type { FeatureName, SessionServer } from '../api/schemas/session';
import { PLAN_LEVEL } from './limits';

/**
 * Initdata's `features`: feature name -> the plan level it needs. A feature missing from the map is not offered on
 * this installation at all (no sidebar link, no plan reaches it).
 */
export type FeatureLevels = Readonly<Record<string, number>>;

export function isBanned(planLevel: number): boolean {
  return planLevel <= PLAN_LEVEL.banned;
}

export function isLocked(planLevel: number): boolean {
  return planLevel === PLAN_LEVEL.locked;
}

/** Host creation starts at the invite gate (step 0) for locked and banned plans. */
export function needsInviteGate(planLevel: number): boolean {
  return planLevel < PLAN_LEVEL.free;
}

export function isFreePlan(planLevel: number): boolean {
  return planLevel === PLAN_LEVEL.free;
}

export function isPaidPlan(planLevel: number): boolean {
  return planLevel >= PLAN_LEVEL.lite;
}

/** The firewall is forced on below Lite: its toggles are disabled. */
export function canToggleFirewall(planLevel: number): boolean {
  return planLevel > PLAN_LEVEL.free;
}

/** Free users see a paid-plan hint instead of creating an invite code. */
export function canCreateInviteCode(planLevel: number): boolean {
  return isPaidPlan(planLevel);
}

export function featureLevel(features: FeatureLevels, name: FeatureName | (string & {})): number | undefined {
  const level = Object.hasOwn(features, name) ? features[name] : undefined;
  return typeof level === 'number' && Number.isFinite(level) ? level : undefined;
}

/** The installation offers the feature (for sidebar links). */
export function isFeatureEnabled(features: FeatureLevels, name: FeatureName | (string & {})): boolean {
  return featureLevel(features, name) !== undefined;
}

/** The plan level reaches the feature's required level (upgrade page ticks, plan gates). */
export function reachesFeature(features: FeatureLevels, name: FeatureName | (string & {}), planLevel: number): boolean {
  const level = featureLevel(features, name);
  return level !== undefined && planLevel >= level;
}

/** A server option is usable unless its feature_level is above the plan level; no feature_level means no gate. */
export function canUseServer(server: Pick<SessionServer, 'feature_level'>, planLevel: number): boolean {
  return server.feature_level === null || server.feature_level === undefined || server.feature_level <= planLevel;
}

export function hasUsableServer(servers: readonly Pick<SessionServer, 'feature_level'>[], planLevel: number): boolean {
  return servers.some((server) => canUseServer(server, planLevel));
}

/** The order form's global-domain option: the server has one and the plan reaches the global_domain level. */
export function canUseGlobalDomain(server: Pick<SessionServer, 'global_domain'>, planLevel: number, features: FeatureLevels): boolean {
  return Boolean(server.global_domain) && reachesFeature(features, 'global_domain', planLevel);
}

/** Moving a host to another server needs the manual_backup level; below it an upgrade message shows. */
export function canSwitchServers(planLevel: number, features: FeatureLevels): boolean {
  return reachesFeature(features, 'manual_backup', planLevel);
}
