import { ChevronRight, Pencil } from 'lucide-react';
import { Button, CodeBlock } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';

export interface DeployScriptPreviewProps {
  /** The deploy script the new website will run, as YAML. */
  script: string;
  /** Opens the custom script step with this script, to change it before ordering. */
  onEdit: () => void;
}

/** On the order step: the chosen deploy script, closed until asked for, read-only, with a way to edit it. */
export function DeployScriptPreview({ script, onEdit }: DeployScriptPreviewProps) {
  const { t } = useT('create-host');
  return (
    <details data-slot="deploy-script-preview" className="group rounded-lg border border-border bg-card text-card-foreground">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <ChevronRight aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-90 rtl:rotate-180 rtl:group-open:rotate-90" />
        {t('script.title')}
      </summary>
      <div className="grid gap-3 border-t border-border p-4">
        <p className="text-sm text-muted-foreground">{t('script.intro')}</p>
        {/* YAML reads left to right, also inside a right-to-left page. */}
        <CodeBlock code={script} label={t('script.label')} dir="ltr" maxHeight="24rem" />
        <div>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden />
            {t('script.edit')}
          </Button>
        </div>
      </div>
    </details>
  );
}
