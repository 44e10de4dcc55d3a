import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, CodeBlock, Skeleton, isolateLtr } from '@hostdeck/ui';
import { SOFTWARE_VERSION_COMMANDS, type SoftwareName } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';
import { parseSoftwareVersion } from '../../../rules/software-version';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';

/** One version command's call: its state, and its stdout once it has answered. */
export interface SoftwareVersionState {
  status: Exclude<ScreenStatus, 'empty'>;
  stdout?: string;
  /** The failed call is being made again. */
  isRetrying?: boolean;
}

export interface SoftwareVersionCardProps {
  name: SoftwareName;
  state: SoftwareVersionState;
  onRetry: () => void;
}

function VersionSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** What the command printed: the version when its form is known, and the raw output as the server sent it. */
function VersionOutput({ name, stdout }: { name: SoftwareName; stdout: string }) {
  const { t } = useT('software');
  const version = parseSoftwareVersion(name, stdout);
  const output = stdout.trimEnd();
  return (
    <div className="grid gap-3">
      {version !== undefined ? (
        <dl className="grid gap-0.5">
          <dt className="text-sm text-muted-foreground">{t('version')}</dt>
          <dd dir="ltr" className="justify-self-start font-mono text-2xl font-semibold break-all">
            {version}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{output === '' ? t('noOutput') : t('unrecognised')}</p>
      )}
      {output !== '' && <CodeBlock dir="ltr" code={output} wrap label={t('outputLabel', { command: isolateLtr(SOFTWARE_VERSION_COMMANDS[name]) })} />}
    </div>
  );
}

/** One tool's version, read by its own `?cmd=` call, with its own loading and error-with-retry states. */
export function SoftwareVersionCard({ name, state, onRetry }: SoftwareVersionCardProps) {
  const { t } = useT('software');
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} aria-busy={state.status === 'loading'} className="min-w-0">
      <CardHeader>
        <CardTitle id={headingId}>{t(`names.${name}`)}</CardTitle>
        <CardDescription>
          {t('readWith')}{' '}
          <code dir="ltr" className="font-mono">
            {SOFTWARE_VERSION_COMMANDS[name]}
          </code>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ScreenState status={state.status} skeleton={<VersionSkeleton />} errorMessage={t('fetchError', { name: t(`names.${name}`) })} onRetry={onRetry} isRetrying={state.isRetrying}>
          {state.stdout !== undefined && <VersionOutput name={name} stdout={state.stdout} />}
        </ScreenState>
      </CardContent>
    </Card>
  );
}
