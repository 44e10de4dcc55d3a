import { useState } from 'react';
import type { CreateHostLocation } from './wizard-location';

/** Moves the wizard: `replace` corrects the current history entry, otherwise a new one is pushed (so Back returns). */
export type NavigateWizard = (next: CreateHostLocation, options: { replace: boolean }) => void;

/**
 * The wizard's address: the one the app gives with a way to change it (the console's query parameters), or, without
 * a router (stories, an embedding product), one kept in memory that starts from the given location.
 */
export function useWizardAddress(location: CreateHostLocation | undefined, onNavigate: NavigateWizard | undefined): [CreateHostLocation, NavigateWizard] {
  const [memory, setMemory] = useState<CreateHostLocation>(() => location ?? {});
  if (onNavigate) return [location ?? {}, onNavigate];
  return [memory, (next) => setMemory(next)];
}
