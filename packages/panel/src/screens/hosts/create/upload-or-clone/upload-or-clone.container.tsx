import type { RecipeFramework } from '../../../../api/schemas/recipes';
import { useRecipeIndex } from '../../../../data/deploy/wizard-queries';
import { useInitData } from '../../../../data/session/queries';
import { useT } from '../../../../i18n/i18n-provider';
import { combineQueries, ScreenState } from '../../../common/screen-state';
import { UploadOrCloneScreen } from './upload-or-clone';
import { UploadOrCloneSkeleton } from './upload-or-clone-skeleton';
import { useUploadOrClone } from './use-upload-or-clone';

export interface UploadOrCloneScreenContainerProps {
  /** Called with the deploy template YAML: the chosen framework's recipe with its source set to the upload or URL. */
  onApply: (template: string) => void;
}

/** The 'upload or clone' form with the recipe index's frameworks and initdata's upload limit. */
export function UploadOrCloneScreenContainer({ onApply }: UploadOrCloneScreenContainerProps) {
  const state = combineQueries({ recipes: useRecipeIndex(), init: useInitData() });
  return (
    <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<UploadOrCloneSkeleton />}>
      {state.data && (
        <UploadOrCloneForm
          frameworks={state.data.recipes.frameworks}
          relativeUrl={state.data.recipes.relative_url}
          maxUploadSize={state.data.init.config.maxfilesizeupload}
          onApply={onApply}
        />
      )}
    </ScreenState>
  );
}

interface UploadOrCloneFormProps extends UploadOrCloneScreenContainerProps {
  frameworks: readonly RecipeFramework[];
  relativeUrl: string;
  maxUploadSize: number;
}

function UploadOrCloneForm({ frameworks, ...options }: UploadOrCloneFormProps) {
  const { t } = useT('common');
  const form = useUploadOrClone({ ...options, checkFailedText: t('errors.fetch') });
  return <UploadOrCloneScreen frameworks={frameworks} {...form} />;
}
