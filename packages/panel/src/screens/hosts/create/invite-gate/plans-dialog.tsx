import type { ComponentType } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  SkeletonText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@hostdeck/ui';
import type { Currency, Plan } from '../../../../api/schemas/session';
import { useT } from '../../../../i18n/i18n-provider';
import { formatBytes, formatCurrency } from '../../../../rules/format';
import { planMegabytesToBytes } from '../../../../rules/usage';
import type { PanelLinkProps } from '../../../common/link/panel-link';

/** A plan as the summary compares it (initdata's plans). */
export type PlanSummaryRow = Pick<Plan, 'id' | 'alias' | 'level' | 'monthly' | 'storage' | 'network' | 'instance' | 'users'>;

export interface PlansDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Levels 0 to 2 in the team's currency (see planSummary); undefined while they load. */
  plans?: readonly PlanSummaryRow[];
  /** The team's currency: its code ('usd') and the digits its prices show. */
  currency?: Pick<Currency, 'value' | 'intl_precision'>;
  /** The upgrade page, {teamBase}/upgrade. */
  upgradeHref: string;
  linkComponent: ComponentType<PanelLinkProps>;
}

/** The plans summary of the invite gate, until the upgrade screen exists: what each plan costs and allows, and the way there. */
export function PlansDialog({ open, onOpenChange, plans, currency, upgradeHref, linkComponent: Link }: PlansDialogProps) {
  const { t, i18n } = useT('invite-gate');
  const { t: tCommon } = useT('common');
  const locale = i18n.language;
  const count = new Intl.NumberFormat(locale);
  // The currency's own code ('usd' -> USD) prices the plans; its precision says how many digits they show.
  const price = (amount: number) => (currency ? formatCurrency(amount, { intl_code: currency.value.toUpperCase(), intl_precision: currency.intl_precision }, locale) : count.format(amount));
  const size = (megabytes: number) => formatBytes(planMegabytesToBytes(megabytes), locale);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('plansDialog.title')}</DialogTitle>
          <DialogDescription>{t('upgradeText')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {plans === undefined ? (
            <SkeletonText lines={4} />
          ) : plans.length === 0 ? (
            <p>{t('plansDialog.empty')}</p>
          ) : (
            <Table containerProps={{ 'aria-label': t('plansDialog.title') }}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('plansDialog.plan')}</TableHead>
                  <TableHead className="text-end">{t('plansDialog.price')}</TableHead>
                  <TableHead className="text-end">{t('plansDialog.storage')}</TableHead>
                  <TableHead className="text-end">{t('plansDialog.network')}</TableHead>
                  <TableHead className="text-end">{t('plansDialog.websites')}</TableHead>
                  <TableHead className="text-end">{t('plansDialog.members')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {plans.map((plan) => (
                  <TableRow key={plan.id} data-plan-level={plan.level}>
                    <TableHead scope="row">{plan.alias}</TableHead>
                    <TableCell className="text-end tabular-nums">{price(plan.monthly)}</TableCell>
                    <TableCell className="text-end tabular-nums">{size(plan.storage)}</TableCell>
                    <TableCell className="text-end tabular-nums">{size(plan.network)}</TableCell>
                    <TableCell className="text-end tabular-nums">{count.format(plan.instance)}</TableCell>
                    <TableCell className="text-end tabular-nums">{count.format(plan.users)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{tCommon('actions.close')}</Button>
          </DialogClose>
          <Button asChild>
            <Link to={upgradeHref}>{t('plansDialog.upgrade')}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
