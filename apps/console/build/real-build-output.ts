import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The demo's MSW worker in public/: the demo build ships it, a real-API build never does. */
export const MOCK_WORKER_FILE = 'mockServiceWorker.js';

export interface RealBuildOutputOptions {
  /** Where the source maps go instead of the shipped folder (the budgets read them there); relative to the app. */
  mapsDir: string;
  /** HOSTDECK_SOURCEMAP=1: ship the maps beside the code after all (a deployment that wants them asked for them). */
  shipMaps: boolean;
}

/**
 * What a real-API build leaves out of its output folder: the demo's service worker (public/ is copied whole otherwise)
 * and the source maps. The maps are still written, without a sourceMappingURL comment ('hidden'), and moved to
 * `mapsDir`, so the size checks can still tell which sources a chunk holds.
 */
export function realBuildOutput({ mapsDir, shipMaps }: RealBuildOutputOptions): Plugin {
  let outDir = '';
  let mapsOut = '';
  return {
    name: 'hostdeck-real-build-output',
    apply: 'build',
    config: () => (shipMaps ? { build: { sourcemap: true } } : { build: { sourcemap: 'hidden' } }),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mapsOut = path.resolve(config.root, mapsDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        rmSync(path.join(outDir, MOCK_WORKER_FILE), { force: true });
        if (shipMaps) return;
        rmSync(mapsOut, { recursive: true, force: true });
        const assets = path.join(outDir, 'assets');
        if (!existsSync(assets)) return;
        mkdirSync(path.join(mapsOut, 'assets'), { recursive: true });
        for (const entry of readdirSync(assets).filter((file) => file.endsWith('.map'))) {
          copyFileSync(path.join(assets, entry), path.join(mapsOut, 'assets', entry));
          rmSync(path.join(assets, entry));
        }
      },
    },
  };
}
