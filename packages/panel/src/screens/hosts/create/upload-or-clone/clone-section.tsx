import { Button, Field, Input, Spinner } from '@hostdeck/ui';
import type { Repository } from '../../../../api/schemas/deploy';
import { useT } from '../../../../i18n/i18n-provider';

export interface CloneSectionProps {
  /** The pasted Git repository or zip URL. */
  url: string;
  onUrlChange: (url: string) => void;
  /** Checks the URL (checkRepo for a repository; an archive needs no check). */
  onCheckUrl: () => void;
  /** The search text of the repository picker. */
  repoQuery: string;
  onRepoQueryChange: (query: string) => void;
  /** The linked account's repositories matching the search. */
  repositories: readonly Repository[];
  isSearching: boolean;
  /** Puts a found repository's address into the URL field. */
  onChooseRepository: (repository: Repository) => void;
  isDisabled: boolean;
}

/** The clone half of the form: a URL with its check, and a picker of the user's own repositories. */
export function CloneSection({ url, onUrlChange, onCheckUrl, repoQuery, onRepoQueryChange, repositories, isSearching, onChooseRepository, isDisabled }: CloneSectionProps) {
  const { t } = useT('upload-or-clone');
  return (
    <section aria-labelledby="upload-clone-heading" className="grid gap-3">
      <h3 id="upload-clone-heading" className="font-semibold">
        {t('cloneHeading')}
      </h3>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onCheckUrl();
        }}
      >
        <Field className="min-w-64 flex-1" label={t('urlLabel')} hint={t('urlHint')}>
          <Input dir="ltr" inputMode="url" value={url} spellCheck={false} autoComplete="off" disabled={isDisabled} onChange={(event) => onUrlChange(event.currentTarget.value)} />
        </Field>
        <Button type="submit" variant="outline" disabled={isDisabled || url.trim() === ''}>
          {t('check')}
        </Button>
      </form>
      <Field label={t('searchLabel')}>
        <Input dir="ltr" type="search" value={repoQuery} autoComplete="off" disabled={isDisabled} onChange={(event) => onRepoQueryChange(event.currentTarget.value)} />
      </Field>
      {repoQuery.trim() !== '' ? <RepositoryResults repositories={repositories} isSearching={isSearching} onChoose={onChooseRepository} /> : null}
    </section>
  );
}

function RepositoryResults({ repositories, isSearching, onChoose }: { repositories: readonly Repository[]; isSearching: boolean; onChoose: (repository: Repository) => void }) {
  const { t } = useT('upload-or-clone');
  if (isSearching) return <Spinner />;
  if (repositories.length === 0) return <p className="text-sm text-muted-foreground">{t('searchEmpty')}</p>;
  return (
    <ul aria-label={t('searchResults')} className="grid max-h-60 gap-1 overflow-y-auto">
      {repositories.map((repository) => (
        <li key={repository.full_name}>
          <Button variant="ghost" className="w-full justify-start" onClick={() => onChoose(repository)}>
            {repository.full_name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
