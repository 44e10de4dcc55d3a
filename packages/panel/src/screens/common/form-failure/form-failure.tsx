import { Alert, AlertDescription, AlertTitle } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface FormFailureProps {
  /** What the dialog failed to do ('The invitation was not sent'). */
  title: string;
  /** The server's explanation that belongs to no field ('' when it gave none). */
  detail: string;
  /** A field already shows why: the alert then only adds the detail, if there is one. */
  hasFieldError: boolean;
}

/** Why a dialog's save failed, above its fields: the server's words, or the generic failure when nothing else says why. */
export function FormFailure({ title, detail, hasFieldError }: FormFailureProps) {
  const common = useT('common');
  if (hasFieldError && detail === '') return null;
  return (
    <Alert variant="error">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{detail || common.t('errors.network')}</AlertDescription>
    </Alert>
  );
}
