import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseBackend } from './backend/choose-backend';
import { ConsoleApp } from './console-app';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The backend (demo world or real server) is ready before the first render, so no call races the service worker.
const backend = await chooseBackend();
createRoot(container).render(
  <StrictMode>
    <ConsoleApp backend={backend} />
  </StrictMode>,
);
