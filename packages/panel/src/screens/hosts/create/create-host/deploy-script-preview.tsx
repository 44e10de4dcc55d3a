import { useId, useState } from 'react';
import { ChevronRight, Pencil } from 'lucide-react';
import { Button, CodeBlock, cn } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';
import type { ScriptOrigin } from './script-origin';

export interface DeployScriptPreviewProps {
  /** The deploy script the new website will run, as YAML. */
  script: string;
  /** Where the script came from: said before ordering, with the full address when it was fetched. */
  origin: ScriptOrigin;
  /** Opens the custom script step with this script, to change it before ordering. */
  onEdit: () => void;
}

/**
 * On the order step: where the deploy script came from, always shown, and the script itself behind a disclosure
 * (closed until asked for), read-only, with a way to edit it.
 */
export function DeployScriptPreview({ script, origin, onEdit }: DeployScriptPreviewProps) {
  const { t } = useT('create-host');
  const [isOpen, setIsOpen] = useState(false);
  const contentId = useId();
  return (
    <div data-slot="deploy-script-preview" className="rounded-lg border border-border bg-card text-card-foreground">
      <ScriptOriginText origin={origin} />
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={contentId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-11 w-full items-center gap-2 rounded-lg px-4 py-2 text-start font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ChevronRight aria-hidden className={cn('size-4 shrink-0 transition-transform rtl:rotate-180', isOpen && 'rotate-90 rtl:rotate-90')} />
        {t('script.title')}
      </button>
      <div id={contentId} hidden={!isOpen} className={cn('gap-3 border-t border-border p-4', isOpen ? 'grid' : 'hidden')}>
        <p className="text-sm text-muted-foreground">{t('script.intro')}</p>
        {/* YAML reads left to right, also inside a right-to-left page. */}
        <CodeBlock code={script} label={t('script.label')} dir="ltr" maxHeight="24rem" className="min-w-0" />
        <div>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden />
            {t('script.edit')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Where the script came from, in words, then its full address (as inert text) when it was fetched. */
function ScriptOriginText({ origin }: { origin: ScriptOrigin }) {
  const { t } = useT('create-host');
  const words =
    origin.kind === 'recipe'
      ? t('script.origin.recipe', { title: origin.title })
      : origin.kind === 'link'
        ? t(origin.isChanged ? 'script.origin.linkChanged' : 'script.origin.link')
        : t(`script.origin.${origin.kind}`);
  return (
    <div data-slot="deploy-script-origin" className="grid gap-1 px-4 pt-3">
      <p className="text-sm">{words}</p>
      {origin.kind === 'recipe' || origin.kind === 'link' ? (
        <p data-slot="deploy-script-origin-url" className="break-all font-mono text-xs text-muted-foreground">
          {/* An address reads left to right, also in a right-to-left page (where the line still sits at the start). */}
          <bdi dir="ltr">{origin.url}</bdi>
        </p>
      ) : null}
    </div>
  );
}
