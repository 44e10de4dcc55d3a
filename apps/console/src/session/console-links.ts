import type { HelpLinks } from '../layout';

/** The help links of the sidebar and footer. */
export const HELP_LINKS: HelpLinks = {
  docs: 'https://docs.hostdeck.dev/',
  email: 'mailto:support@hostdeck.dev',
  chat: 'https://chat.hostdeck.dev/',
  forum: 'https://forum.hostdeck.dev/',
  updates: 'https://hostdeck.dev/updates',
  status: 'https://status.hostdeck.dev/',
};

/** The administrator's sales dashboard. */
export const SALES_URL = 'https://sales.hostdeck.dev/';

export const CONSOLE_VERSION = '0.1.0';
