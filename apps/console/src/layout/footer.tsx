import { useT } from '@hostdeck/panel';
import { cn } from '@hostdeck/ui';
import { helpLinkEntries, isExternalHref, type HelpLinks } from './layout-links';
import { APP_TITLE } from './logo';

export interface FooterProps {
  /** The running console's version, e.g. '1.4.0'. */
  version: string;
  /** The help links (docs, email, chat, forum, updates, status); those left out are not shown. */
  helpLinks: HelpLinks;
  className?: string;
}

/** The page footer: app name and version, and the help links. */
export function Footer({ version, helpLinks, className }: FooterProps) {
  const { t } = useT('shell');
  const links = helpLinkEntries(helpLinks);
  return (
    <footer className={cn('flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t px-4 py-4 text-sm text-muted-foreground', className)}>
      <p>
        <span className="font-medium text-foreground">{APP_TITLE}</span> <span>{t('layout.version', { version })}</span>
      </p>
      {links.length > 0 && (
        <nav aria-label={t('nav.help')}>
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {links.map(({ key, href }) => (
              <li key={key}>
                <a
                  href={href}
                  {...(isExternalHref(href) ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
                  className="inline-flex min-h-11 items-center rounded-sm px-2 underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {t(`nav.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </footer>
  );
}
