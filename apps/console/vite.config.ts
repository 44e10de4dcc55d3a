import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { firstLoadChunk } from './build/first-load-chunk';
import { cspSafeStyles } from '../../scripts/csp/csp-safe-styles';
import { realBuildOutput } from './build/real-build-output';

/**
 * The real-API flavour (`npm run build:real`: VITE_BACKEND=real, or a VITE_API_BASE baked in) holds no demo code,
 * ships no mock worker and no source maps (HOSTDECK_SOURCEMAP=1 asks for them).
 */
const isRealBuild = process.env.VITE_BACKEND === 'real' || Boolean(process.env.VITE_API_BASE);
const flavour = isRealBuild ? 'real' : 'demo';

export default defineConfig({
  // One list per build flavour: the demo and the real-API builds load different modules up front.
  plugins: [
    // No library writes a <style> at run time, so the console works under a strict Content-Security-Policy.
    cspSafeStyles(),
    react(),
    tailwindcss(),
    firstLoadChunk(`../../.cache/first-load-${flavour}.json`),
    ...(isRealBuild ? [realBuildOutput({ mapsDir: '../../.cache/sourcemaps/dist-real', shipMaps: process.env.HOSTDECK_SOURCEMAP === '1' })] : []),
  ],
  // Workspace packages are used from source: no prebuild needed to run or build the console.
  resolve: { conditions: ['source'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The manifest lets scripts/first-load.mjs measure what a route loads first.
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
