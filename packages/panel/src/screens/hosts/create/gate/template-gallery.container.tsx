import { ErrorState, SkeletonText } from '@hostdeck/ui';
import { useRecipeIndex } from '../../../../data/deploy/wizard-queries';
import { useT } from '../../../../i18n/i18n-provider';
import { TemplateGalleryScreen, type TemplateGalleryScreenProps } from './template-gallery';

export type TemplateGalleryContainerProps = Omit<TemplateGalleryScreenProps, 'index'>;

/** Step 1 with the remote recipe index: its skeleton while it loads, an error with retry when it fails. */
export function TemplateGalleryContainer(props: TemplateGalleryContainerProps) {
  const { t } = useT('common');
  const recipes = useRecipeIndex();
  if (recipes.isPending) return <SkeletonText lines={8} />;
  if (recipes.isError) return <ErrorState message={t('errors.fetch')} onRetry={() => void recipes.refetch()} isRetrying={recipes.isFetching} />;
  return <TemplateGalleryScreen index={recipes.data} {...props} />;
}
