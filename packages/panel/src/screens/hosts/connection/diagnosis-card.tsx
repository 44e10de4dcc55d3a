import { CircleCheck, OctagonAlert, TriangleAlert, Wrench, type LucideIcon } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, CodeBlock, isolateLtr, type BadgeVariant } from '@hostdeck/ui';
import type { Diagnosis, DiagnosisLevel, DnsDiagnosis, PingDiagnosis, WebDiagnosis } from '../../../rules/connection-diagnosis';
import type { ConnectionFixScript } from '../../../rules/connection-fixes';
import { useT } from '../../../i18n/i18n-provider';

export type DiagnosisCardKind = 'dns' | 'ping' | 'web';

export interface DiagnosisCardProps {
  kind: DiagnosisCardKind;
  diagnosis: Diagnosis<AnyDiagnosis>;
  /** The raw facts the check saw (server text, shown inert). */
  evidence: string;
  /** Asks to run the state's fix; without it (read-only) no fix button shows. */
  onFix?: (fix: ConnectionFixScript) => void;
  /** Another fix is running. */
  isFixDisabled?: boolean;
}

const LEVEL_LOOK: Record<DiagnosisLevel, { icon: LucideIcon; badge: BadgeVariant; tone: string }> = {
  ok: { icon: CircleCheck, badge: 'success', tone: 'text-success' },
  warning: { icon: TriangleAlert, badge: 'warning', tone: 'text-warning' },
  error: { icon: OctagonAlert, badge: 'destructive', tone: 'text-destructive' },
};

type AnyDiagnosis = DnsDiagnosis | PingDiagnosis | WebDiagnosis;

/** Every value a state's message may name (the rules' params), blank unless the state sets it. */
const NO_VALUES = { domain: '', www: '', nameservers: '', platform: '', current: '', correct: '', wrong: '', ip: '', ip6: '', http: '', https: '', location: '' };

/** Addresses, name servers and status lines stay left to right inside a right-to-left sentence. */
const isolated = (params: Record<string, string>) => ({ ...NO_VALUES, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, isolateLtr(value)])) });

/** One check of the connection page: its state in words, how serious it is, the evidence, and its fix if any. */
export function DiagnosisCard({ kind, diagnosis, evidence, onFix, isFixDisabled = false }: DiagnosisCardProps) {
  const { t } = useT('connection');
  const look = LEVEL_LOOK[diagnosis.level];
  const Icon = look.icon;
  const { fix } = diagnosis;
  const params = isolated(diagnosis.params);
  return (
    <Card data-state={diagnosis.state} data-level={diagnosis.level} className="min-w-0">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{t(`cards.${kind}`)}</CardTitle>
        <Badge variant={look.badge}>{t(`levels.${diagnosis.level}`)}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-start gap-2">
          <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${look.tone}`} />
          <div className="grid min-w-0 gap-1">
            <h3 className="font-semibold">{t(`states.${diagnosis.state}.title`)}</h3>
            <p className="text-sm break-words text-muted-foreground">{t(`states.${diagnosis.state}.text`, params)}</p>
          </div>
        </div>
        {fix && onFix && (
          <Button className="w-fit" disabled={isFixDisabled} onClick={() => onFix(fix)}>
            <Wrench aria-hidden />
            {t(`fixes.${fix.fix}.label`)}
          </Button>
        )}
        <details className="min-w-0 text-sm">
          <summary className="cursor-pointer rounded-sm text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring">{t('evidence.show')}</summary>
          <CodeBlock dir="ltr" className="mt-2" code={evidence} label={t('evidence.label', { card: t(`cards.${kind}`) })} maxHeight="20rem" wrap />
        </details>
      </CardContent>
    </Card>
  );
}
