import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { ErrorState, Skeleton } from '../packages/ui/src';
import { createHandlers, createWorldStore, type ScenarioName, type WorldStore } from '../packages/mock-api/src';
import { createHttpApi, createPanelQueryClient, defaultTeamIdOf, initDataQuery, PanelProvider, teamQuery, toPanelSession, type CsrfToken, type PanelApi } from '../packages/panel/src';
import { StoryLink } from '../apps/console/src/layout/story-fixtures';

export interface PanelStoryOptions {
  /** The simulated world the story starts from (default owner-paid). */
  scenario?: ScenarioName;
  /** Changes the fresh world before the story renders (add hosts, move the clock...). */
  prepare?: (store: WorldStore) => void;
  /** The team the story looks through (default: the user's default team). */
  teamId?: number;
  /** The HTTP client's time limit per call (default: the client's own), for stories of a server that never answers. */
  timeoutMs?: number;
  /** The app's navigate, for plays that check where a container sends the user (default: goes nowhere). */
  navigate?: (to: string) => void;
}

/**
 * Story annotations for a container: a fresh simulated world per story (signed in), answering through MSW under the
 * handler group names of `createHandlerGroups` (a story overrides one group with `parameters.msw.handlers.<group>`),
 * a fresh query client without retries, and a PanelProvider with the world's session. Spread the result into the
 * meta or a story: `{ ...panelStory({ scenario: 'free' }) }`.
 */
export function panelStory({ scenario = 'owner-paid', prepare, teamId, timeoutMs, navigate }: PanelStoryOptions = {}) {
  const store = createWorldStore({ scenario });
  const decorator: Decorator = (Story) => (
    <WorldPanel teamId={teamId} timeoutMs={timeoutMs} navigate={navigate}>
      <Story />
    </WorldPanel>
  );
  return {
    /** The story's world, for plays that check what a write changed. */
    store,
    parameters: { msw: { handlers: { world: createHandlers(store) } } },
    beforeEach: () => {
      store.reset(scenario);
      store.signIn('github');
      prepare?.(store);
    },
    decorators: [decorator],
  };
}

function WorldPanel({ teamId, timeoutMs, navigate, children }: { teamId?: number; timeoutMs?: number; navigate?: (to: string) => void; children: ReactNode }) {
  const [queryClient] = useState(() => createPanelQueryClient({ shouldRetry: false }));
  const [connection] = useState(() => {
    let csrf: CsrfToken | undefined;
    const api = createHttpApi({ baseUrl: '', csrf: () => csrf, timeoutMs });
    return { api, setCsrf: (token: CsrfToken) => (csrf = token) };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <WorldSession api={connection.api} setCsrf={connection.setCsrf} teamId={teamId} queryClient={queryClient} navigate={navigate}>
        {children}
      </WorldSession>
    </QueryClientProvider>
  );
}

interface WorldSessionProps {
  api: PanelApi;
  setCsrf: (token: CsrfToken) => void;
  teamId?: number;
  queryClient: QueryClient;
  navigate?: (to: string) => void;
  children: ReactNode;
}

function WorldSession({ api, setCsrf, teamId, queryClient, navigate = goNowhere, children }: WorldSessionProps) {
  const init = useQuery(initDataQuery(api));
  const chosenTeam = teamId ?? (init.data ? defaultTeamIdOf(init.data) : undefined);
  const team = useQuery({ ...teamQuery(api, { teamId: chosenTeam ?? 0 }), enabled: chosenTeam !== undefined });
  if (init.data) setCsrf(init.data.csrf);
  if (init.isError || team.isError) return <ErrorState />;
  if (!init.data || !team.data) return <Skeleton className="h-40" />;
  return (
    <PanelProvider api={api} session={toPanelSession(init.data, team.data)} linkComponent={StoryLink} navigate={navigate} queryClient={queryClient}>
      {children}
    </PanelProvider>
  );
}

const goNowhere = () => undefined;

/**
 * A container story whose request to `url` fails once (503) and then reaches the simulated world again: the error
 * state with its retry, and what the retry brings.
 */
export function panelStoryFailingOnce(url: string, options: PanelStoryOptions = {}) {
  const story = panelStory(options);
  let requests = 0;
  const failOnce = http.get(url, () => {
    requests += 1;
    return requests === 1 ? new HttpResponse(null, { status: 503 }) : undefined;
  });
  return {
    ...story,
    parameters: { msw: { handlers: { world: [failOnce, ...createHandlers(story.store)] } } },
    beforeEach: () => {
      requests = 0;
      story.beforeEach();
    },
  };
}
