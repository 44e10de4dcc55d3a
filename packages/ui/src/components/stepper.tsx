import type { ComponentProps, ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';

export interface StepperStep {
  /** A stable key for the step. */
  id: string;
  /** The step's short name, for example "Choose a domain". */
  label: ReactNode;
}

type StepState = 'complete' | 'current' | 'upcoming';

export interface StepperProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The steps of the wizard, in order. */
  steps: StepperStep[];
  /** The index of the step the user is on, from 0. */
  current: number;
  /** Lets the user go back to a completed step; completed steps become buttons. */
  onStepClick?: (index: number, step: StepperStep) => void;
}

/** The progress of a wizard: numbered steps, the completed ones ticked, the current one marked. */
export function Stepper({ steps, current, onStepClick, className, ...props }: StepperProps) {
  const t = useUiStrings();
  if (steps.length === 0) return null;
  const position = Math.min(Math.max(current + 1, 1), steps.length);
  return (
    <div data-slot="stepper" className={cn('grid gap-2', className)} {...props}>
      <p data-slot="stepper-summary" className="text-sm text-muted-foreground">
        {t('step', { current: position, total: steps.length })}
      </p>
      <ol className="flex items-center gap-2">
        {steps.map((step, index) => {
          const state: StepState = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
          const content = <StepContent index={index} state={state} label={step.label} />;
          return (
            <li
              key={step.id}
              data-slot="stepper-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-1 items-center gap-2 last:flex-none"
            >
              {state === 'complete' && onStepClick ? (
                <button
                  type="button"
                  data-slot="stepper-button"
                  onClick={() => onStepClick(index, step)}
                  className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2 rounded-md pe-1 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {content}
                </button>
              ) : (
                <div className="flex min-h-11 min-w-0 items-center gap-2">{content}</div>
              )}
              {index < steps.length - 1 && (
                <span
                  aria-hidden
                  className={cn('h-0.5 min-w-4 flex-1 rounded-full', state === 'complete' ? 'bg-primary' : 'bg-border')}
                />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

const circleClassName: Record<StepState, string> = {
  complete: 'bg-primary text-primary-foreground',
  current: 'border-2 border-primary text-primary',
  upcoming: 'border border-input text-muted-foreground',
};

function StepContent({ index, state, label }: { index: number; state: StepState; label: ReactNode }) {
  return (
    <>
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
          circleClassName[state],
        )}
      >
        {state === 'complete' ? <Check aria-hidden className="size-4" /> : <span aria-hidden>{index + 1}</span>}
      </span>
      <span
        className={cn(
          'text-sm leading-tight',
          state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground',
          // Narrow screens show only the current step's name; the summary says where the user is.
          state !== 'current' && 'sr-only sm:not-sr-only',
        )}
      >
        {label}
      </span>
    </>
  );
}
