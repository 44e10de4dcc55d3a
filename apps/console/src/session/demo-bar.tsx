import { RotateCcw } from 'lucide-react';
import { Button, Select } from '@hostdeck/ui';
import { useT } from '@hostdeck/panel';
import type { ParseKeys } from 'i18next';
import type { ScenarioName } from '@hostdeck/mock-api';
import type { DemoControls } from '../backend/backend';

/** Each simulated scenario's label in the shell area: a new scenario fails the type check until it has one. */
const SCENARIO_LABEL_KEYS = {
  'owner-paid': 'demo.scenarios.ownerPaid',
  free: 'demo.scenarios.free',
  locked: 'demo.scenarios.locked',
  banned: 'demo.scenarios.banned',
  member: 'demo.scenarios.member',
  client: 'demo.scenarios.client',
  admin: 'demo.scenarios.admin',
  empty: 'demo.scenarios.empty',
  failing: 'demo.scenarios.failing',
  slow: 'demo.scenarios.slow',
} as const satisfies Record<ScenarioName, ParseKeys<'shell'>>;

/** The demo mode strip: says nothing is real, switches the simulated account, resets what the visitor did. */
export function DemoBar({ demo }: { demo: DemoControls }) {
  const { t } = useT('shell');
  return (
    <aside aria-label={t('demo.title')} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b bg-highlight px-4 py-2 text-sm text-highlight-foreground">
      <p className="min-w-0 flex-[1_1_20rem]">
        <strong className="font-semibold">{t('demo.title')}</strong> · {t('layout.demoBanner')}
      </p>
      <label className="flex items-center gap-2">
        <span>{t('demo.scenario')}</span>
        <Select size="sm" value={demo.scenario} onChange={(event) => demo.setScenario(event.target.value)} className="w-48" title={t('layout.scenarioHint')}>
          {demo.scenarios.map((name) => (
            <option key={name} value={name}>
              {t(SCENARIO_LABEL_KEYS[name])}
            </option>
          ))}
        </Select>
      </label>
      <Button size="sm" variant="outline" onClick={demo.reset}>
        <RotateCcw aria-hidden />
        {t('demo.reset')}
      </Button>
    </aside>
  );
}
