import { Construction } from 'lucide-react';
import { EmptyState, PageHeader } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface PlaceholderScreenProps {
  /** The page's own title, already translated. */
  pageTitle: string;
}

/** Marks a route whose screen is not built yet, inside the real layout (never the not-found page). */
export function PlaceholderScreen({ pageTitle }: PlaceholderScreenProps) {
  const { t } = useT('common');
  return (
    <section data-placeholder className="grid gap-4">
      <PageHeader title={pageTitle} />
      <EmptyState
        className="rounded-lg border border-dashed border-input"
        icon={<Construction aria-hidden />}
        title={t('placeholder.title')}
        description={t('placeholder.text')}
        headingLevel="h2"
      />
    </section>
  );
}
