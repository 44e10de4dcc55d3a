import { useEffect, useState } from 'react';
import { Alert, AlertDescription, AlertTitle, Button, Link } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface StatusFrameProps {
  /** The checked address (on the server's own origin), or undefined when the address failed the check. */
  src: string | undefined;
  /** The frame's accessible name. */
  title: string;
  /** After this long without a load event the frame counts as not loading. */
  timeoutMs: number;
}

// A status view is JSON from the bridge (backend-formats 5.3): the browser shows it as text, which needs no scripts,
// forms, popups or same-origin access, so the sandbox grants nothing.
const SANDBOX = '';

/**
 * One status view of a server's bridge in a sandboxed frame, or why it is not shown. Try again starts a new attempt
 * (a fresh frame and time limit).
 */
export function StatusFrame({ src, title, timeoutMs }: StatusFrameProps) {
  const { t } = useT('server-detail');
  const [attempt, setAttempt] = useState(0);
  if (!src) {
    return (
      <Alert variant="error">
        <AlertTitle>{t('status.refusedTitle')}</AlertTitle>
        <AlertDescription>{t('status.refusedDescription')}</AlertDescription>
      </Alert>
    );
  }
  return <FrameAttempt key={`${attempt}\n${src}`} src={src} title={title} timeoutMs={timeoutMs} onRetry={() => setAttempt((value) => value + 1)} />;
}

interface FrameAttemptProps {
  src: string;
  title: string;
  timeoutMs: number;
  onRetry: () => void;
}

/**
 * A cross-origin frame tells nothing of what it loaded, so a frame without a load event within the time limit is
 * given up: a message with the link to open the page in a new tab. The link is under the frame too, for a bridge that
 * refuses to be framed (its refusal still fires the load event).
 */
function FrameAttempt({ src, title, timeoutMs, onRetry }: FrameAttemptProps) {
  const { t } = useT('server-detail');
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'failed' : current)), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);

  const openLink = (
    <Link href={src} isExternal className="break-all">
      {t('status.openInTab')}
    </Link>
  );
  if (state === 'failed') {
    return (
      <Alert variant="warning">
        <AlertTitle>{t('status.failedTitle')}</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{t('status.failedDescription', { seconds: Math.round(timeoutMs / 1000) })}</p>
          <span className="flex flex-wrap items-center gap-3">
            {openLink}
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('status.retry')}
            </Button>
          </span>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid gap-2">
      <iframe
        src={src}
        title={title}
        sandbox={SANDBOX}
        referrerPolicy="no-referrer"
        aria-busy={state === 'loading'}
        onLoad={() => setState((current) => (current === 'loading' ? 'loaded' : current))}
        className="h-80 w-full rounded-md border border-border bg-muted"
      />
      <span>{openLink}</span>
    </div>
  );
}
