import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';

/** Fetches one API path and shows what came back, to prove the workshop's MSW wiring. */
function ApiProbe({ path }: { path: string }) {
  const [text, setText] = useState('waiting');
  useEffect(() => {
    fetch(path)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { status: string }) => setText(`answer: ${body.status}`))
      .catch((error: unknown) => setText(`failed: ${error instanceof Error ? error.message : 'unknown'}`));
  }, [path]);
  return <p>{text}</p>;
}

const meta = {
  title: 'Workshop/Mock API',
  component: ApiProbe,
  args: { path: '/api/workshop-probe' },
} satisfies Meta<typeof ApiProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoryHandlerAnswers: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/workshop-probe', () => HttpResponse.json({ status: 'active' })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('answer: active')).toBeInTheDocument();
  },
};

export const HandlersResetBetweenStories: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/workshop-probe', () => new HttpResponse(null, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    // The previous story's handler answered 'active'; this story sees only its own.
    await expect(await within(canvasElement).findByText('failed: 503')).toBeInTheDocument();
  },
};
