import { useState } from 'react';
import { Button, ConfirmDialog } from '@hostdeck/ui';
import { LifeBuoy } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';

export interface AskForHelpProps {
  /** Opens the official support chat (the container leaves for the messaging service). */
  onConfirm: () => void;
}

/** The 'ask for help' link of a deployment, confirming first that the user is sent to support elsewhere. */
export function AskForHelp({ onConfirm }: AskForHelpProps) {
  const { t } = useT('runner');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="link" size="sm" className="px-0" onClick={() => setIsOpen(true)}>
        <LifeBuoy aria-hidden />
        {t('help.link')}
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('help.title')}
        description={t('help.text')}
        confirmLabel={t('help.confirm')}
        onConfirm={onConfirm}
      />
    </>
  );
}
