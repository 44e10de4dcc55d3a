import { SkeletonText } from '@hostdeck/ui';
import { useRecipeIndex } from '../../../../data/deploy/wizard-queries';
import { combineQueries } from '../../../common/screen-state/combine-queries';
import { ScreenState } from '../../../common/screen-state/screen-state';
import { TemplateGalleryScreen, type TemplateGalleryScreenProps } from './template-gallery';

export type TemplateGalleryContainerProps = Omit<TemplateGalleryScreenProps, 'index'>;

/** Step 1 with the remote recipe index: its skeleton while it loads, an error with retry when it fails. */
export function TemplateGalleryContainer(props: TemplateGalleryContainerProps) {
  const state = combineQueries({ recipes: useRecipeIndex() });
  return (
    <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<SkeletonText lines={8} />}>
      {state.data && <TemplateGalleryScreen index={state.data.recipes} {...props} />}
    </ScreenState>
  );
}
