// First of all: zod without eval, so a strict Content-Security-Policy holds (packages/panel/src/rules/zod-config.ts).
import '@hostdeck/panel/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '@hostdeck/panel';
import { chooseBackend } from './backend/choose-backend';
import { ConsoleApp } from './console-app';
import { StartupError } from './startup-error';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
// The backend (demo world or real server) is ready before the first render, so no call races the service worker.
// A promise rather than a top-level await: the bundler cannot merge chunks shared with lazy pages into an entry that
// awaits at top level, and the first load would be split into some thirty files.
chooseBackend().then(
  (backend) => {
    root.render(
      <StrictMode>
        {/* The last resort, for a failure of the providers themselves: it needs none of them, so #root never stays empty. */}
        <ErrorBoundary fallback={({ error }) => <StartupError detail={error instanceof Error ? error.message : String(error)} />}>
          <ConsoleApp backend={backend} />
        </ErrorBoundary>
      </StrictMode>,
    );
  },
  // A broken deployment (an unreadable config.json, say) says what is wrong instead of leaving a blank page.
  (error: unknown) => root.render(<StartupError detail={error instanceof Error ? error.message : String(error)} />),
);
