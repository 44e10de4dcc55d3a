import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle, EmptyState, PageHeader, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, isolateLtr } from '@hostdeck/ui';
import { Globe } from 'lucide-react';
import type { DnsPage } from '../../../api/schemas/dns';
import { useT } from '../../../i18n/i18n-provider';
import { renderDnsZoneText } from '../../../rules/bind-zone-text';
import { importBindZone } from '../../../rules/bind-zone';
import { dnsAddLine } from '../../../rules/dns-change-lines';
import { nameserversAreThePlatforms } from '../../../rules/dns-nameservers';
import { ScreenState } from '../../common/screen-state/screen-state';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { DnsCurrentTab } from './dns-current-tab';
import { DnsEditTab } from './dns-edit-tab';
import type { DnsImportResult } from './dns-import-dialog';
import { DnsPreviewTab, type DnsSaveOutcome } from './dns-preview-tab';
import { useDnsRows } from './use-dns-rows';

export type { DnsSaveOutcome } from './dns-preview-tab';

export type DnsTab = 'current' | 'edit' | 'preview';

export interface DnsScreenProps {
  /** The page title (from the route table), the h1. */
  title: string;
  /** The website's domain. */
  domain: string;
  /** Where the zone stands; 'empty' is a host whose DNS is not managed here (an empty raw zone). */
  status: ScreenStatus;
  onRetry: () => void;
  isRetrying?: boolean;
  page: DnsPage | undefined;
  /** initdata config.nameservers: a zone whose name servers are others gets a warning. */
  platformNameservers: readonly string[];
  /** A client of the team: the records show, nothing can be changed. */
  isReadOnly: boolean;
  /** The subdomain filter of the edit table (`?sub=`). */
  sub: string;
  onSubChange: (sub: string) => void;
  /** Sends the change lines; resolves with the server's answer, or with why it failed (the edits stay either way). */
  onSave: (lines: readonly string[]) => Promise<DnsSaveOutcome>;
  /** The tab to open on (default the current settings). */
  initialTab?: DnsTab;
  /** The export's time stamp (default: now). */
  exportedAt?: () => string;
}

function DnsSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      <Skeleton className="h-10 w-full sm:w-96" />
      <Skeleton className="h-80" />
    </div>
  );
}

/** The DNS page (/host/dns/{id}): the zone as text, the interactive editor and the preview of its change lines. */
export function DnsScreen(props: DnsScreenProps) {
  const { title, domain, status, onRetry, isRetrying, page } = props;
  const { t } = useT('dns');
  const shown: ScreenStatus = status === 'content' && !page ? 'loading' : status;
  return (
    <section aria-busy={shown === 'loading'} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title={title} description={domain} />
      <ScreenState
        status={shown}
        skeleton={<DnsSkeleton />}
        onRetry={onRetry}
        isRetrying={isRetrying}
        errorMessage={t('fetchError')}
        empty={<EmptyState icon={<Globe />} title={t('notManaged.title')} description={t('notManaged.text', { domain: isolateLtr(domain) })} />}
      >
        {page && <DnsContent {...props} page={page} />}
      </ScreenState>
    </section>
  );
}

function DnsContent({ domain, page, platformNameservers, isReadOnly, sub, onSubChange, onSave, initialTab = 'current', exportedAt = () => new Date().toISOString() }: DnsScreenProps & { page: DnsPage }) {
  const { t } = useT('dns');
  const editor = useDnsRows(page);
  const [tab, setTab] = useState<DnsTab>(initialTab);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [outcome, setOutcome] = useState<DnsSaveOutcome>();
  const isPlatformNs = nameserversAreThePlatforms(page.zone.ns, platformNameservers, page.zone.$origin);
  const zoneNs = page.zone.ns.map((record) => record.host).join(', ');

  const onImport = (text: string): DnsImportResult => {
    const result = importBindZone(text, page.zone, page.records);
    const pending = new Set(editor.rows.filter((row) => !row.original && !row.deleted).map(dnsAddLine));
    const fresh = result.rows.filter((row) => !pending.has(dnsAddLine(row)));
    editor.addRows(fresh);
    return { added: fresh.length, skipped: result.skipped + result.rows.length - fresh.length, issues: result.issues };
  };

  const save = async () => {
    if (editor.issues.length > 0) {
      setShowAllErrors(true);
      return;
    }
    setIsSaving(true);
    setOutcome(undefined);
    try {
      setOutcome(await onSave(editor.lines));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    // One shrinkable column: the tab bar and the zone text scroll in their own boxes instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {!isPlatformNs && (
        <Alert variant="warning">
          <AlertTitle>{t('nameservers.title')}</AlertTitle>
          <AlertDescription>{t('nameservers.text', { current: isolateLtr(zoneNs || '-'), platform: isolateLtr(platformNameservers.join(', ')) })}</AlertDescription>
        </Alert>
      )}
      <Tabs className="min-w-0" value={tab} onValueChange={(value) => setTab(value === 'edit' || value === 'preview' ? value : 'current')}>
        <TabsList className="max-w-full overflow-x-auto">
          <TabsTrigger value="current">{t('tabs.current')}</TabsTrigger>
          <TabsTrigger value="edit">{t('tabs.edit')}</TabsTrigger>
          {!isReadOnly && <TabsTrigger value="preview">{t('tabs.preview', { total: editor.lines.length })}</TabsTrigger>}
        </TabsList>
        <TabsContent value="current">
          <DnsCurrentTab domain={domain} raw={page.raw} exportText={() => renderDnsZoneText(page.zone, exportedAt())} />
        </TabsContent>
        <TabsContent value="edit">
          <DnsEditTab editor={editor} sub={sub} onSubChange={onSubChange} showAllErrors={showAllErrors} isReadOnly={isReadOnly} importer={{ onImport }} />
        </TabsContent>
        {!isReadOnly && (
          <TabsContent value="preview">
            <DnsPreviewTab
              lines={editor.lines}
              hasIssues={editor.issues.length > 0}
              isSaving={isSaving}
              isReadOnly={isReadOnly}
              outcome={outcome}
              onSave={() => void save()}
              onShowErrors={() => {
                setShowAllErrors(true);
                setTab('edit');
              }}
            />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
