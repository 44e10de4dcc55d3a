import { useRef, useState } from 'react';
import { ConfirmDialog, isolateLtr } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { DatabaseTarget } from './database-rows';

/** Where a drop stands: the question, then the typed name (host-area 5.19: a double confirmation). */
type DropStep = 'ask' | 'type';

export interface DropDatabaseDialogsProps {
  /** The database the user asked to drop; null when no drop is under way. */
  target: DatabaseTarget | null;
  /** The drop is over: cancelled at either step, or done. */
  onClose: () => void;
  /** Drops the database once both confirmations are given; a rejection keeps the second dialog open. */
  onDrop: (target: DatabaseTarget) => Promise<unknown>;
}

/**
 * Dropping a database asks twice: 'Drop database X?', then the database's name typed exactly, which alone enables
 * the drop button. Cancel at either step ends the drop with nothing sent.
 */
export function DropDatabaseDialogs({ target, onClose, onDrop }: DropDatabaseDialogsProps) {
  const { t } = useT('host-database');
  const [step, setStep] = useState<DropStep>('ask');
  // The first dialog closes itself after its confirm as after a cancel: this tells the two apart.
  const isConfirmed = useRef(false);
  // The dialogs keep naming the database while they fade out after the drop has ended.
  const [named, setNamed] = useState(target);
  if (target !== null && target !== named) setNamed(target);
  const end = () => {
    setStep('ask');
    onClose();
  };
  const name = named ? isolateLtr(named.name) : '';
  return (
    <>
      <ConfirmDialog
        open={target !== null && step === 'ask'}
        onOpenChange={(open) => {
          if (open) return;
          if (isConfirmed.current) setStep('type');
          else end();
          isConfirmed.current = false;
        }}
        variant="destructive"
        title={t('drop.ask.title', { name })}
        description={t('drop.ask.description')}
        confirmLabel={t('drop.ask.confirm')}
        onConfirm={() => {
          isConfirmed.current = true;
        }}
      />
      <ConfirmDialog
        open={target !== null && step === 'type'}
        onOpenChange={(open) => !open && end()}
        variant="destructive"
        mode="typed"
        confirmText={named?.name}
        title={t('drop.type.title', { name })}
        description={t('drop.type.description')}
        confirmLabel={t('drop.type.confirm')}
        onConfirm={async () => {
          if (target) await onDrop(target);
        }}
      />
    </>
  );
}
