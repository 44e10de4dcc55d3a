import { Alert, ConfirmDialog, NginxEditor, Tabs, TabsContent, TabsList, TabsTrigger } from '@hostdeck/ui';
import { useState } from 'react';
import type { NginxConfig, NginxPage } from '../../../api/schemas/nginx';
import { useT } from '../../../i18n/i18n-provider';
import { nginxEntryIssues, readNginxEntries } from '../../../rules/nginx-editor';
import { nginxQuirks, renderNginxServerBlock, type NginxSite } from '../../../rules/nginx-server-block';
import { NginxPreviewTab } from './nginx-preview-tab';
import { NginxSaveBar, type NginxSaveOutcome } from './nginx-save-bar';
import { NginxStructuredTab } from './nginx-structured-tab';
import { isDraftEdited, useNginxDraft } from './use-nginx-draft';

export type NginxTab = 'structured' | 'raw' | 'preview';

export interface NginxEditorPanelProps {
  page: NginxPage;
  isReadOnly: boolean;
  onSave: (body: NginxConfig | string) => Promise<NginxSaveOutcome>;
  initialTab?: NginxTab;
}

/** The three tabs over one draft: the structured entries, the raw text (switching the save to it), the preview. */
export function NginxEditorPanel({ page, isReadOnly, onSave, initialTab = 'structured' }: NginxEditorPanelProps) {
  const { t } = useT('nginx');
  const { draft, setConfig, setRaw, discardRaw, markSaved } = useNginxDraft(page);
  const [tab, setTab] = useState<NginxTab>(initialTab);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  // The read-back's protected values; its config and raw are not read by the renderer.
  const site: NginxSite = page;
  const isRaw = draft.raw !== null;
  const quirks = isRaw ? [] : nginxQuirks(site, draft.config);
  const refusals = quirks.filter((quirk) => quirk.severity === 'refuse');
  const hasFieldIssues = !isRaw && readNginxEntries(draft.config).some((entry) => nginxEntryIssues(entry).length > 0);
  // Until the structure is edited the raw tab shows the file as it is; after, the block the edits would write.
  const rawText = draft.raw ?? (isDraftEdited(draft) ? renderNginxServerBlock(site, draft.config) : page.raw);

  const changeTab = (next: string) => {
    if (next === 'structured' && isRaw) setIsConfirmingDiscard(true);
    else setTab(next as NginxTab);
  };

  return (
    <div className="grid min-w-0 gap-4">
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label={t('tabs.label')} className="max-w-full flex-wrap">
          <TabsTrigger value="structured">{t('tabs.structured')}</TabsTrigger>
          <TabsTrigger value="raw">{t('tabs.raw')}</TabsTrigger>
          <TabsTrigger value="preview">{t('tabs.preview')}</TabsTrigger>
        </TabsList>
        <TabsContent value="structured" className="pt-4">
          <NginxStructuredTab config={draft.config} refusals={refusals} isReadOnly={isReadOnly} onConfigChange={setConfig} />
        </TabsContent>
        {/* Radix unmounts an inactive tab's content, so CodeMirror's chunk loads only when this tab opens. */}
        <TabsContent value="raw" className="grid gap-4 pt-4">
          {isRaw && <Alert variant="info">{t('raw.active')}</Alert>}
          <NginxEditor value={rawText} onChange={setRaw} isReadOnly={isReadOnly} label={t('raw.label')} dir="ltr" minHeight="20rem" />
        </TabsContent>
        <TabsContent value="preview" className="pt-4">
          <NginxPreviewTab text={isRaw ? rawText : renderNginxServerBlock(site, draft.config)} isRaw={isRaw} quirks={quirks} />
        </TabsContent>
      </Tabs>
      {!isReadOnly && (
        <NginxSaveBar
          isRaw={isRaw}
          blockedBy={hasFieldIssues ? 'fields' : refusals.length > 0 ? 'quirks' : undefined}
          onSave={async () => {
            const outcome = await onSave(draft.raw ?? draft.config);
            if ('answer' in outcome) markSaved();
            return outcome;
          }}
        />
      )}
      <ConfirmDialog
        open={isConfirmingDiscard}
        onOpenChange={setIsConfirmingDiscard}
        variant="destructive"
        title={t('raw.discardTitle')}
        description={t('raw.discardText')}
        confirmLabel={t('raw.discardConfirm')}
        onConfirm={() => {
          discardRaw();
          setTab('structured');
        }}
      />
    </div>
  );
}
