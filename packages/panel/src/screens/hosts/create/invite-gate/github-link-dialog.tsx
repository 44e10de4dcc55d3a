import type { ParseKeys } from 'i18next';
import { Alert, Button, Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Spinner } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';
import type { GithubLinkError, GithubLinkErrorCode } from './github-link-errors';

/**
 * Where linking stands: not tried yet, the call running, the free plan unlocked, linked but the account not trusted
 * (too young or without followers), on the way to GitHub's sign-in, or failed.
 */
export type GithubLinkStatus = 'idle' | 'linking' | 'unlocked' | 'notTrusted' | 'redirecting' | 'failed';

export interface GithubLinkState {
  status: GithubLinkStatus;
  /** Why it failed, for `failed`. */
  error?: GithubLinkError;
}

const ERROR_KEYS = {
  tokenMissing: 'githubDialog.errors.tokenMissing',
  unavailable: 'githubDialog.errors.unavailable',
  notTrusted: 'githubDialog.errors.notTrusted',
  alreadyLinked: 'githubDialog.errors.alreadyLinked',
  server: 'githubDialog.errors.server',
  unreachable: 'githubDialog.errors.unreachable',
} as const satisfies Record<GithubLinkErrorCode, ParseKeys<'invite-gate'>>;

export interface GithubLinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: GithubLinkState;
  /** Links the account through the profile call (add-github). */
  onLink: () => void;
}

/** Links a GitHub account from the invite gate, until the profile screen exists: the progress and outcome in place. */
export function GithubLinkDialog({ open, onOpenChange, state, onLink }: GithubLinkDialogProps) {
  const { t } = useT('invite-gate');
  const { t: tCommon } = useT('common');
  const isBusy = state.status === 'linking' || state.status === 'redirecting';
  const isDone = state.status === 'unlocked' || state.status === 'notTrusted';
  const error = state.error ?? { code: 'unreachable' };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('githubDialog.title')}</DialogTitle>
          <DialogDescription>{t('githubText')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          {isBusy && (
            <p role="status" className="flex items-center gap-2">
              <Spinner decorative />
              {t(state.status === 'linking' ? 'githubDialog.linking' : 'githubDialog.redirecting')}
            </p>
          )}
          {state.status === 'unlocked' && <Alert variant="success">{t('githubDialog.unlocked')}</Alert>}
          {state.status === 'notTrusted' && <Alert variant="warning">{t('githubDialog.notTrusted')}</Alert>}
          {state.status === 'failed' && <Alert variant="error">{t(ERROR_KEYS[error.code], { message: error.message ?? '' })}</Alert>}
          {state.status === 'idle' && <p>{t('githubDialog.text')}</p>}
        </DialogBody>
        <DialogFooter>
          {isDone ? (
            <DialogClose asChild>
              <Button>{tCommon('actions.close')}</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="outline">{tCommon('actions.cancel')}</Button>
              </DialogClose>
              <Button isLoading={isBusy} onClick={onLink}>
                {t(state.status === 'failed' ? 'githubDialog.retry' : 'githubAction')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
