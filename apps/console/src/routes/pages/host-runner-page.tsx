import { PlaceholderPage } from '../placeholder-page';
import type { PageProps } from './page-props';

/** Until its screen lands: the marked placeholder, loading the screen's first call. */
export function HostRunnerPage(props: PageProps) {
  return <PlaceholderPage {...props} />;
}
