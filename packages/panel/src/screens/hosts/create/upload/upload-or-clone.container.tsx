import { SkeletonText } from '@hostdeck/ui';
import { useRecipeIndex } from '../../../../data/deploy/wizard-queries';
import { useInitData } from '../../../../data/session/queries';
import { useT } from '../../../../i18n/i18n-provider';
import { combineQueries } from '../../../common/screen-state/combine-queries';
import { ScreenState } from '../../../common/screen-state/screen-state';
import { UploadOrCloneScreen } from './upload-or-clone';
import { useUploadOrClone } from './use-upload-or-clone';

export interface UploadOrCloneContainerProps {
  /** Called with the deploy template YAML: the chosen framework's recipe with its source set to the upload or URL. */
  onApply: (template: string) => void;
}

/** The 'upload or clone' form with the recipe index's frameworks and initdata's upload limit. */
export function UploadOrCloneContainer({ onApply }: UploadOrCloneContainerProps) {
  const { t } = useT('common');
  const state = combineQueries({ recipes: useRecipeIndex(), init: useInitData() });
  return (
    <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<SkeletonText lines={8} />}>
      {state.data && (
        <UploadOrCloneForm
          frameworks={state.data.recipes.frameworks}
          relativeUrl={state.data.recipes.relative_url}
          maxUploadSize={state.data.init.config.maxfilesizeupload}
          checkFailedText={t('errors.fetch')}
          onApply={onApply}
        />
      )}
    </ScreenState>
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
