import { z } from 'zod';
import type { HostPage } from '@hostdeck/panel/contract';
import { featureKey, parseDeployScript } from '../world/deploy-script';
import { runHostTemplate } from '../world/host-features';
import { idParam, type CallContext, type CallName, type Kit, type Plan } from './kit';

const templateForm = z.object({ template: z.string() });
const subdomainQuery = z.object({ subdomain: z.string().optional() });

/** Which contract call a host page's `template` post most likely came from, for per-call latency and failures. */
export function templateCall(page: HostPage, template: string): CallName {
  const script = parseDeployScript(template);
  const keys = (script?.features ?? []).map((feature) => {
    const [key, value] = featureKey(feature);
    return { key, verb: typeof value === 'string' ? value.split(' ')[0] : '' };
  });
  const first = keys[0];
  switch (page) {
    case 'database':
      if (first && ['mysql', 'postgres', 'redis'].includes(first.key)) return first.verb === 'drop' ? 'dropDatabase' : 'createDatabase';
      break;
    case 'user':
      if (first?.key === 'create-user') return 'createHostUser';
      if (first?.key === 'delete-user') return 'deleteHostUser';
      break;
    case 'nginx':
      return script?.nginx !== undefined ? 'saveNginxConfig' : 'runNginxFeatures';
    case 'dns':
      return 'saveDnsChanges';
    case 'firewall':
      if (first?.key === 'firewall') return 'setFirewall';
      break;
  }
  return 'runHostFeatures';
}

/** The page-form post of a host page: the posted `template` YAML runs on the host (features, or an nginx config). */
export function templatePlan(kit: Kit, context: CallContext, page: HostPage): Plan {
  const fields = { ...context.form, subdomain: context.url.searchParams.get('subdomain') ?? undefined };
  const schema = templateForm.extend(subdomainQuery.shape);
  return kit.withFields('runHostFeatures', schema, fields, ({ template, subdomain }) =>
    kit.op(templateCall(page, template), runHostTemplate, { teamId: idParam(context, 'teamId'), hostId: idParam(context, 'hostId'), page, template, subdomain: subdomain || undefined }),
  );
}
