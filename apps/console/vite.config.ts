import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { firstLoadChunk } from './build/first-load-chunk';

export default defineConfig({
  // One list per build flavour: the demo and the real-API builds load different modules up front.
  plugins: [react(), tailwindcss(), firstLoadChunk(`../../.cache/first-load-${process.env.VITE_API_BASE ? 'real' : 'demo'}.json`)],
  // Workspace packages are used from source: no prebuild needed to run or build the console.
  resolve: { conditions: ['source'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The manifest lets scripts/first-load.mjs measure what a route loads first.
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
