import type { ConsolePageRoute } from '@hostdeck/panel';

/** What every console page gets from the route table: its route and its translated title. */
export interface PageProps {
  route: ConsolePageRoute;
  title: string;
}
