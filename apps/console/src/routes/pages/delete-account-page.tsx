import { DeleteAccountScreenContainer } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** /user/delete: account deletion, disabled while the account still has websites or domains. */
export function DeleteAccountPage({ title }: PageProps) {
  return <DeleteAccountScreenContainer title={title} />;
}
