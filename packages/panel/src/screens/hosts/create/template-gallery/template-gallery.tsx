import { useState, type ReactNode } from 'react';
import { ChevronDown, FileCode, FolderUp } from 'lucide-react';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@hostdeck/ui';
import type { RecipeIndex } from '../../../../api/schemas/recipes';
import { useT } from '../../../../i18n/i18n-provider';
import { FrameworkSelect } from '../shared/framework-select';
import { recipeIconUrl, recipeMoreTitle } from '../../../../rules/recipe-index';
import { TemplateTile } from './template-tile';

export interface TemplateGalleryScreenProps {
  /** The remote recipe index: featured tiles, the 'more templates' files and the grouped frameworks. */
  index: RecipeIndex;
  /** Called with a recipe file of the index ('boot/wordpress.yml', 'php-laravel.yml'), relative to its relative_url. */
  onChooseTemplate: (file: string) => void;
  /** Opens the 'upload or clone' form. */
  onUploadOrClone: () => void;
  /** Opens the custom template editor (step 2). */
  onCustom: () => void;
}

/** Wizard step 1: featured template tiles, more templates, grouped frameworks, and the ways to bring one's own code. */
export function TemplateGalleryScreen({ index, onChooseTemplate, onUploadOrClone, onCustom }: TemplateGalleryScreenProps) {
  const { t } = useT('template-gallery');
  const [framework, setFramework] = useState('');
  return (
    <section aria-labelledby="template-gallery-title" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="template-gallery-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>

      <section aria-labelledby="template-gallery-tiles" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="template-gallery-tiles" className="font-semibold">
            {t('templatesHeading')}
          </h3>
          {index.templates_more.length > 0 ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline">
                  {t('moreTemplates')}
                  <ChevronDown aria-hidden className="size-4" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent side="bottom" align="end" className="max-h-80 overflow-y-auto">
                {index.templates_more.map((entry) => (
                  <DropdownMenuItem key={entry.file} onSelect={() => onChooseTemplate(entry.file)}>
                    {recipeMoreTitle(entry, index)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
        {index.templates.length > 0 ? (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {index.templates.map((tile) => (
              <TemplateTile key={tile.file} tile={tile} iconUrl={recipeIconUrl(tile.icon, index.relative_url)} onChoose={() => onChooseTemplate(tile.file)} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        )}
      </section>

      {index.frameworks.length > 0 ? (
        <section aria-labelledby="template-gallery-frameworks" className="grid gap-3">
          <h3 id="template-gallery-frameworks" className="font-semibold">
            {t('frameworksHeading')}
          </h3>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (framework) onChooseTemplate(framework);
            }}
          >
            <FrameworkSelect
              className="min-w-64 flex-1"
              frameworks={index.frameworks}
              value={framework}
              onChange={setFramework}
              label={t('frameworkLabel')}
              placeholder={t('frameworkPlaceholder')}
            />
            <Button type="submit" variant="outline" disabled={!framework}>
              {t('frameworkStart')}
            </Button>
          </form>
        </section>
      ) : null}

      <section aria-labelledby="template-gallery-own" className="grid gap-3">
        <h3 id="template-gallery-own" className="font-semibold">
          {t('ownCodeHeading')}
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <OwnCodeChoice icon={<FolderUp aria-hidden className="size-6" />} title={t('uploadOrClone')} text={t('uploadOrCloneText')} onChoose={onUploadOrClone} />
          <OwnCodeChoice icon={<FileCode aria-hidden className="size-6" />} title={t('custom')} text={t('customText')} onChoose={onCustom} />
        </div>
      </section>
    </section>
  );
}

function OwnCodeChoice({ icon, title, text, onChoose }: { icon: ReactNode; title: string; text: string; onChoose: () => void }) {
  return (
    <button
      type="button"
      onClick={onChoose}
      className="flex items-start gap-3 rounded-lg border border-border bg-card p-4 text-start text-card-foreground shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="text-primary">{icon}</span>
      <span className="grid gap-1">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
    </button>
  );
}
