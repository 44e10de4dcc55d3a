import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Tabs, TabsContent, TabsList, TabsTrigger } from '@hostdeck/ui';
import { SERVER_STATUS_VIEW_VALUES, type ServerStatusView } from '../../../api/schemas/servers';
import { useT } from '../../../i18n/i18n-provider';
import { serverStatusFrameSrc } from '../../../rules/server-status';
import { StatusFrame } from './status-frame';

export interface ServerStatusPanelProps {
  /** The server's endpoint: the frame shows only addresses on its origin. */
  endpoint: string;
  /** The server's name, for the frame's accessible name. */
  serverName: string;
  /** The address of a status view, from the API (GET {server}/status/{view}). */
  statusUrlOf: (view: ServerStatusView) => string;
  frameTimeoutMs: number;
}

const VIEW_KEYS = {
  check: 'status.views.check',
  test: 'status.views.test',
  ip: 'status.views.ip',
  about: 'status.views.about',
} as const satisfies Record<ServerStatusView, string>;

/** The status views of the server's bridge (account-area 2, 7), one tab each; only the open tab's frame loads. */
export function ServerStatusPanel({ endpoint, serverName, statusUrlOf, frameTimeoutMs }: ServerStatusPanelProps) {
  const headingId = useId();
  const { t } = useT('server-detail');
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{t('status.title')}</CardTitle>
          <CardDescription>{t('status.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="check" className="grid gap-4">
            <TabsList aria-label={t('status.tabs')}>
              {SERVER_STATUS_VIEW_VALUES.map((view) => (
                <TabsTrigger key={view} value={view}>
                  {t(VIEW_KEYS[view])}
                </TabsTrigger>
              ))}
            </TabsList>
            {SERVER_STATUS_VIEW_VALUES.map((view) => (
              <TabsContent key={view} value={view}>
                <StatusFrame
                  src={serverStatusFrameSrc(statusUrlOf(view), endpoint, view)}
                  title={t('status.frame', { view: t(VIEW_KEYS[view]), server: serverName })}
                  timeoutMs={frameTimeoutMs}
                />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
    </section>
  );
}
