import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { ThemeProvider } from '../packages/ui/src/theme/theme-provider';
import { toast } from '../packages/ui/src/components/toast';
import { isRtl } from '../packages/ui/src/i18n/strings';
import type { PalettePair, ThemeMode } from '../packages/ui/src/theme/theme';
import { PanelI18nProvider } from '../packages/panel/src/i18n/i18n-provider';
import { I18N_SCREEN_AREAS, changePanelLanguage, createPanelI18n, loadPanelArea } from '../packages/panel/src/i18n/loader';
import { toPanelLanguage } from '../packages/panel/src/i18n/languages';
import type { i18n as I18n } from 'i18next';
import { defaultMode, defaultPair, globalTypes } from './globals';
import './preview.css';

// Plays wait for the simulated world's answers: a find or waitFor gets 5 s rather than 1 s, so a busy test machine
// (two cores running the whole suite) does not fail a story that is only slow. A missing element still fails.
configure({ asyncUtilTimeout: 5000 });

/** Any API request a story did not plan for fails loudly instead of reaching the network. */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/userapi') || pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}

const withTheme: Decorator = (Story, context) => {
  // Stories of the theme controller itself mount their own provider.
  if (context.parameters.themeController === 'story') return <Story />;
  const pair = (context.globals.palette ?? defaultPair) as PalettePair;
  const mode = (context.globals.mode ?? defaultMode) as ThemeMode;
  return (
    <ThemeProvider choice={mode} pair={pair} persist={false}>
      <Story />
    </ThemeProvider>
  );
};

/** Loads the panel catalogs of the story's language before it renders, so plays never meet raw keys. */
async function loadPanelI18n({ globals }: { globals: Record<string, unknown> }) {
  const language = toPanelLanguage(String(globals.language ?? 'en'));
  const panelI18n = createPanelI18n(language);
  await changePanelLanguage(panelI18n, language);
  // Screen areas too, so a screen's story shows the screen at once rather than its translation skeleton.
  await Promise.all(I18N_SCREEN_AREAS.map((area) => loadPanelArea(panelI18n, language, area)));
  return { panelI18n };
}

const withLanguage: Decorator = (Story, context) => {
  const language = String(context.globals.language ?? 'en');
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
  const { panelI18n } = context.loaded as { panelI18n: I18n };
  // One i18next instance for every story: the panel's areas and the ui primitives' words (its `ui` namespace).
  return (
    <PanelI18nProvider language={language} i18n={panelI18n}>
      <Story />
    </PanelI18nProvider>
  );
};

const preview: Preview = {
  globalTypes,
  initialGlobals: { palette: defaultPair, mode: defaultMode, language: 'en' },
  decorators: [withLanguage, withTheme],
  loaders: [mswLoader(startWorker), loadPanelI18n],
  // Every story starts from a clean browser state. Story files run one after another in one page, so toasts another
  // story raised (sonner keeps them in a module-level store) are dismissed too.
  beforeEach() {
    window.localStorage.clear();
    window.sessionStorage.clear();
    toast.dismiss();
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
