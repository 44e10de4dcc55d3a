import { useState } from 'react';
import { Button, Checkbox, CodeBlock, CopyButton, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Link } from '@hostdeck/ui';
import type { DeployKey } from '../../../../api/schemas/deploy';
import { useT } from '../../../../i18n/i18n-provider';

export interface DeployKeyDialogProps {
  /** The key checkRepo offered for a private repository. */
  deployKey: DeployKey;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The user has added the public key: the repository is cloned with the key from now on. */
  onConfirm: () => void;
}

/** The deploy-key flow (host-area 4): the public key is shown, the user confirms 'added public key', then clones with it. */
export function DeployKeyDialog({ deployKey, isOpen, onOpenChange, onConfirm }: DeployKeyDialogProps) {
  const { t } = useT('upload-or-clone');
  const [hasAdded, setHasAdded] = useState(false);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) setHasAdded(false);
        onOpenChange(open);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('deployKey.title')}</DialogTitle>
          <DialogDescription>{t('deployKey.text')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-4">
          <CodeBlock label={t('deployKey.publicKey')} code={deployKey.publicKey} wrap actions={<CopyButton value={deployKey.publicKey} size="sm" />} />
          {deployKey.setupUrl ? (
            <Link href={deployKey.setupUrl} isExternal>
              {t('deployKey.setup')}
            </Link>
          ) : null}
          <Checkbox label={t('deployKey.added')} checked={hasAdded} onCheckedChange={(checked) => setHasAdded(checked === true)} />
        </DialogBody>
        <DialogFooter>
          <Button
            disabled={!hasAdded}
            onClick={() => {
              onConfirm();
              setHasAdded(false);
              onOpenChange(false);
            }}
          >
            {t('deployKey.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
