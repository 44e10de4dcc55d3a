import { ErrorState, SkeletonText } from '@hostdeck/ui';
import { useRecipeIndex } from '../../../../data/deploy/wizard-queries';
import { useInitData } from '../../../../data/session/queries';
import { useT } from '../../../../i18n/i18n-provider';
import { UploadOrCloneScreen } from './upload-or-clone';
import { useUploadOrClone } from './use-upload-or-clone';

export interface UploadOrCloneContainerProps {
  /** Called with the deploy template YAML: the chosen framework's recipe with its source set to the upload or URL. */
  onApply: (template: string) => void;
}

/** The 'upload or clone' form with the recipe index's frameworks and initdata's upload limit. */
export function UploadOrCloneContainer({ onApply }: UploadOrCloneContainerProps) {
  const { t } = useT('common');
  const recipes = useRecipeIndex();
  const init = useInitData();
  if (recipes.isPending || init.isPending) return <SkeletonText lines={8} />;
  if (recipes.isError || init.isError) {
    const retry = () => {
      if (recipes.isError) void recipes.refetch();
      if (init.isError) void init.refetch();
    };
    return <ErrorState message={t('errors.fetch')} onRetry={retry} isRetrying={recipes.isFetching || init.isFetching} />;
  }
  return (
    <UploadOrCloneForm
      frameworks={recipes.data.frameworks}
      relativeUrl={recipes.data.relative_url}
      maxUploadSize={init.data.config.maxfilesizeupload}
      checkFailedText={t('errors.fetch')}
      onApply={onApply}
    />
  );
}

interface UploadOrCloneFormProps extends UploadOrCloneContainerProps {
  frameworks: Parameters<typeof UploadOrCloneScreen>[0]['frameworks'];
  relativeUrl: string;
  maxUploadSize: number;
  checkFailedText: string;
}

function UploadOrCloneForm({ frameworks, ...options }: UploadOrCloneFormProps) {
  const form = useUploadOrClone(options);
  return <UploadOrCloneScreen frameworks={frameworks} {...form} />;
}
