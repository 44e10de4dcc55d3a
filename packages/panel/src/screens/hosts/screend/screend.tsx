import { EmptyState, PageHeader, Skeleton } from '@hostdeck/ui';
import type { ScreendAction, ScreenProcess } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { ScreendActions } from './screend-actions';
import { ScreendAnswerView, type ScreendAnswer } from './screend-answer';
import { ScreendTable } from './screend-table';

export type { ScreendAnswer } from './screend-answer';

export interface ScreendScreenProps {
  /** The page's h1 (the host frame's title). */
  title: string;
  /** The list call's state: loading, the fetch error (with retry), empty or content. */
  status: ScreenStatus;
  processes?: readonly ScreenProcess[];
  onRetry?: () => void;
  isRetrying?: boolean;
  /** A client sees the processes but not the buttons. */
  isReadOnly?: boolean;
  /** The action whose call is running. */
  pendingAction?: ScreendAction;
  /** Starts, stops or restarts every process; resolves when done, rejects when it failed (its failure already told). */
  onAction: (action: ScreendAction) => Promise<void>;
  /** The last action's answer, shown when it printed something. */
  answer?: ScreendAnswer;
}

function ScreendSkeleton() {
  return (
    <div className="grid gap-2" aria-hidden>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/**
 * The screend page (host-area 2, 3, 8; backend-formats 5.2): the screen processes (running yes or -, command, args),
 * Start All, Stop All and Restart All with what the command printed, and the screend fetch error with a retry.
 */
export function ScreendScreen({ title, status, processes, onRetry, isRetrying, isReadOnly = false, pendingAction, onAction, answer }: ScreendScreenProps) {
  const { t } = useT('screend');
  return (
    <section aria-busy={status === 'loading'} className="grid min-w-0 gap-4">
      <PageHeader
        title={title}
        actions={isReadOnly ? undefined : <ScreendActions isDisabled={status !== 'content'} pendingAction={pendingAction} onAction={onAction} />}
      />
      {answer && !isReadOnly && <ScreendAnswerView answer={answer} />}
      <ScreenState
        status={status}
        skeleton={<ScreendSkeleton />}
        errorMessage={t('fetchError')}
        onRetry={onRetry}
        isRetrying={isRetrying}
        empty={<EmptyState title={t('empty.title')} description={t('empty.text')} />}
      >
        {processes && <ScreendTable processes={processes} />}
      </ScreenState>
    </section>
  );
}
