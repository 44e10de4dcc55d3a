import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePanel } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';

/** Runs the recount (see data/hosts/run-recount.ts) and says while it is running; `onDone` follows a successful one. */
export function useRecount(onDone: () => void) {
  const { api, session } = usePanel();
  const queryClient = useQueryClient();
  const { t } = useT('common');
  const [isRecounting, setIsRecounting] = useState(false);
  const recount = useCallback(() => {
    setIsRecounting(true);
    import('../../../data/hosts/run-recount')
      .then(({ runRecount }) => runRecount(api, queryClient, session.teamId, (key, values) => (values ? t(key, values) : t(key))))
      .then((isDone) => isDone && onDone())
      .catch((error: unknown) => console.error(error))
      .finally(() => setIsRecounting(false));
  }, [api, queryClient, session.teamId, t, onDone]);
  return { isRecounting, recount };
}
