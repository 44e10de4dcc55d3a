// A production page with the host list screen and 1000 rows, for scripts/perf/host-list-perf.mjs.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PanelI18nProvider } from '../../packages/panel/src/i18n/i18n-provider';
import { createPanelI18n } from '../../packages/panel/src/i18n/loader';
import { HostListScreen } from '../../packages/panel/src/screens/hosts/host-list/host-list';
import { hostListArgs, manyHosts } from '../../packages/panel/src/screens/hosts/host-list/host-list.fixtures';
import common from '../../packages/panel/src/i18n/en/common.json';
import shell from '../../packages/panel/src/i18n/en/shell.json';
import hostList from '../../packages/panel/src/i18n/en/host-list.json';

const HOSTS = manyHosts();
const noop = () => undefined;
function App() {
  const [serverId, setServerId] = useState<number | undefined>(undefined);
  return <HostListScreen {...hostListArgs} hosts={HOSTS} onPageChange={noop} serverId={serverId} onServerFilterChange={setServerId} onRecount={noop} defaultExtended />;
}
// English needs no download: the panel's instance holds the ui primitives' English words from the start.
const i18n = createPanelI18n('en', { resources: { en: { common, shell, 'host-list': hostList } } });
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <PanelI18nProvider language="en" i18n={i18n}>
      <App />
    </PanelI18nProvider>
  </StrictMode>,
);
