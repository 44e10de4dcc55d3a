import { PageHeader } from '@hostdeck/ui';
import type { SoftwareName } from '../../../api/schemas/host-tools';
import { RestartAppsCard } from './restart-apps-card';
import { SoftwareVersionCard, type SoftwareVersionState } from './software-version-card';

export type { SoftwareVersionState } from './software-version-card';

/** The tools the page shows, in its order. */
const SOFTWARE_ORDER: readonly SoftwareName[] = ['php', 'node', 'python'];

export interface SoftwareScreenProps {
  /** The page's h1 (the host frame's title). */
  title: string;
  /** Each tool's version call: one failing or loading leaves the others as they are. */
  versions: Readonly<Record<SoftwareName, SoftwareVersionState>>;
  /** Makes the failed call of one tool again. */
  onRetry: (name: SoftwareName) => void;
}

/**
 * The software page (host-area 2): the PHP, Node and Python versions, each from its own command with the raw output
 * beside the version read from it, and 'Restart NGINX Apps' marked as work in progress.
 */
export function SoftwareScreen({ title, versions, onRetry }: SoftwareScreenProps) {
  return (
    <section className="grid min-w-0 gap-4">
      <PageHeader title={title} />
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-4">
        {SOFTWARE_ORDER.map((name) => (
          <SoftwareVersionCard key={name} name={name} state={versions[name]} onRetry={() => onRetry(name)} />
        ))}
      </div>
      <RestartAppsCard />
    </section>
  );
}
