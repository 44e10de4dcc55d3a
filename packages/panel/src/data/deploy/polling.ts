import type { DeploymentDetail } from '../../api/schemas/deploy';
import { DEPLOYMENT_POLL_MS } from '../../rules/limits';
import { isDeploymentRunning } from '../../rules/runner-log';

/** refetchInterval of a deployment: 4000 ms while it runs, off once it has finished or before it has loaded. */
export function deploymentRefetchInterval(detail: Pick<DeploymentDetail, 'result'> | undefined): number | false {
  return detail !== undefined && isDeploymentRunning(detail.result) ? DEPLOYMENT_POLL_MS : false;
}
