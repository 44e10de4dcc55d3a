import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@hostdeck/ui';
import type { ScreenProcess } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';

export interface ScreendTableProps {
  processes: readonly ScreenProcess[];
}

/** The screen processes (host-area 3; backend-formats 5.2): running (an empty screen id is a stopped one), command, args. */
export function ScreendTable({ processes }: ScreendTableProps) {
  const { t } = useT('screend');
  return (
    <Table containerProps={{ 'aria-label': t('table.label') }}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('table.running')}</TableHead>
          <TableHead>{t('table.command')}</TableHead>
          <TableHead>{t('table.args')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {processes.map((process, index) => (
          // Two processes may share a command; the config file keeps them in this order.
          <TableRow key={`${index}:${process.command}`}>
            <TableCell>
              {process.screen_id === '' ? (
                <>
                  <span aria-hidden>-</span>
                  <span className="sr-only">{t('table.stopped')}</span>
                </>
              ) : (
                <Badge variant="success">{t('table.yes')}</Badge>
              )}
            </TableCell>
            <TableCell className="align-top">
              <code dir="ltr" className="font-mono break-all">
                {process.command}
              </code>
            </TableCell>
            <TableCell className="min-w-40 align-top">
              <code dir="ltr" className="font-mono break-all whitespace-pre-wrap">
                {process.args.join(' ')}
              </code>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
