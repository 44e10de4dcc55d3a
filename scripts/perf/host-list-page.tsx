// A production page with the host list screen and 1000 rows, for scripts/perf/host-list-perf.mjs.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { UiStringsProvider } from '@hostdeck/ui';
import { PanelI18nProvider } from '../../packages/panel/src/i18n/i18n-provider';
import { createPanelI18n } from '../../packages/panel/src/i18n/loader';
import { HostListScreen } from '../../packages/panel/src/screens/hosts/list/host-list';
import { STORY_SERVERS, manyHosts } from '../../packages/panel/src/screens/hosts/list/host-list-story-data';
import common from '../../packages/panel/src/i18n/en/common.json';
import shell from '../../packages/panel/src/i18n/en/shell.json';
import hosts from '../../packages/panel/src/i18n/en/hosts.json';

const HOSTS = manyHosts();
const noop = () => undefined;
function App() {
  const [serverId, setServerId] = useState<number | undefined>(undefined);
  return (
    <HostListScreen status="success" hosts={HOSTS} servers={STORY_SERVERS} teamBase="/user" page={1} onPageChange={noop} serverId={serverId}
      onServerFilterChange={setServerId} canCreate recountCooldownMs={0} onRecount={noop} defaultExtended />
  );
}
const i18n = createPanelI18n('en', { resources: { en: { common, shell, hosts } } });
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <UiStringsProvider language="en">
      <PanelI18nProvider language="en" i18n={i18n}>
        <App />
      </PanelI18nProvider>
    </UiStringsProvider>
  </StrictMode>,
);
