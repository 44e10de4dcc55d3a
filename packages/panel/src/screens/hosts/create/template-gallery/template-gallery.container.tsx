import { useRecipeIndex } from '../../../../data/deploy/wizard-queries';
import { combineQueries, ScreenState } from '../../../common/screen-state';
import { TemplateGalleryScreen, type TemplateGalleryScreenProps } from './template-gallery';
import { TemplateGallerySkeleton } from './template-gallery-skeleton';

export type TemplateGalleryScreenContainerProps = Omit<TemplateGalleryScreenProps, 'index'>;

/** Step 1 with the remote recipe index: its skeleton while it loads, an error with retry when it fails. */
export function TemplateGalleryScreenContainer(props: TemplateGalleryScreenContainerProps) {
  const state = combineQueries({ recipes: useRecipeIndex() });
  return (
    <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<TemplateGallerySkeleton />}>
      {state.data && <TemplateGalleryScreen index={state.data.recipes} {...props} />}
    </ScreenState>
  );
}
