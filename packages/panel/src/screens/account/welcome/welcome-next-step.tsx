import { useState, type ComponentType } from 'react';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, buttonVariants, toast } from '@hostdeck/ui';
import type { PanelLinkProps } from '../../common/link/panel-link';
import { useT } from '../../../i18n/i18n-provider';

export interface CreateWebsitePromptProps {
  createWebsiteHref: string;
  linkComponent: ComponentType<PanelLinkProps>;
}

/** Step 2 for a verified email: on to the first website. */
export function CreateWebsitePrompt({ createWebsiteHref, linkComponent: Link }: CreateWebsitePromptProps) {
  const { t } = useT('welcome');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('create.heading')}</CardTitle>
        <CardDescription>{t('create.text')}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Link to={createWebsiteHref} className={buttonVariants()}>
          {t('create.action')}
        </Link>
      </CardFooter>
    </Card>
  );
}

export interface ConfirmEmailPromptProps {
  /** The account's email, as the server has it (shown as text). */
  email: string;
  /** Sends the confirmation email again; a rejection is told by the caller (the mutation's error toast). */
  onResend: () => Promise<unknown>;
}

/** Step 2 for an unverified email: confirm it first, with a way to have the email sent again. */
export function ConfirmEmailPrompt({ email, onResend }: ConfirmEmailPromptProps) {
  const { t } = useT('welcome');
  const [isSending, setIsSending] = useState(false);
  const resend = async () => {
    setIsSending(true);
    try {
      await onResend();
      toast.success(t('confirm.resent', { email }));
    } catch {
      // The failure's toast comes from the mutation; the button is ready for another try.
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('confirm.heading')}</CardTitle>
        <CardDescription>{t('confirm.text', { email })}</CardDescription>
      </CardHeader>
      <CardContent />
      <CardFooter>
        <Button variant="outline" isLoading={isSending} onClick={() => void resend()}>
          {t('confirm.resend')}
        </Button>
      </CardFooter>
    </Card>
  );
}
