import { Button, CodeBlock } from '@hostdeck/ui';
import { Download } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';
import { downloadText } from '../../common/download/download-text';

export interface DnsCurrentTabProps {
  domain: string;
  /** The zone file as the server has it, shown as inert text. */
  raw: string;
  /** The zone as a BIND file, for the download. */
  exportText: () => string;
}


/** "Current DNS settings": the raw zone text, scrolling inside its own box, and the export as a BIND zone file. */
export function DnsCurrentTab({ domain, raw, exportText }: DnsCurrentTabProps) {
  const { t } = useT('dns');
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="outline" onClick={() => downloadText(exportText(), `${domain}.zone`, 'text/dns')}>
          <Download aria-hidden />
          {t('current.export')}
        </Button>
      </div>
      <CodeBlock dir="ltr" label={t('current.label', { domain })} code={raw} maxHeight="32rem" />
    </div>
  );
}
