import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePanel } from '../../../data/panel-provider';
import { teamQuery } from '../../../data/teams/queries';
import { useT } from '../../../i18n/i18n-provider';
import { usageChanges, type UsageChange } from '../../../rules/host-list';

/**
 * Runs the recount (see data/hosts/run-recount.ts) and says while it is running; `onDone` follows a successful one.
 * `changes` is what it changed in the team's usage: the recount waits for the team to be read again, so the figures
 * before the click and after it are both in the cache.
 */
export function useRecount(onDone: () => void) {
  const { api, session } = usePanel();
  const queryClient = useQueryClient();
  const { t, i18n } = useT('common');
  const [isRecounting, setIsRecounting] = useState(false);
  const [changes, setChanges] = useState<readonly UsageChange[] | null>(null);
  const recount = useCallback(() => {
    const { queryKey } = teamQuery(api, { teamId: session.teamId });
    const before = queryClient.getQueryData(queryKey);
    setIsRecounting(true);
    import('../../../data/hosts/run-recount')
      .then(({ runRecount }) => runRecount(api, queryClient, session.teamId, (key, values) => (values ? t(key, values) : t(key)), i18n))
      .then((isDone) => {
        if (!isDone) return;
        const after = queryClient.getQueryData(queryKey);
        setChanges(before && after ? usageChanges(before, after) : null);
        onDone();
      })
      .catch((error: unknown) => console.error(error))
      .finally(() => setIsRecounting(false));
  }, [api, queryClient, session.teamId, t, i18n, onDone]);
  return { isRecounting, recount, changes };
}
