import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup, RadioGroupItem } from '../components/radio-group';
import { installFakeColorScheme } from './fake-media-query';
import { PALETTE_STORAGE_KEY, THEME_STORAGE_KEY, isPalettePair, type ThemeChoice } from './theme';
import { THEME_SWITCHING_CLASS, ThemeProvider, useTheme } from './theme-provider';

const CHOICES: Record<ThemeChoice, string> = { system: 'System', light: 'Always light', dark: 'Always dark' };
const PAIRS = { 'light-dark': 'light | dark', 'lemonade-night': 'lemonade | night', 'valentine-coffee': 'valentine | coffee' };

function ThemeControls() {
  const { choice, pair, palette, mode, setChoice, setPair } = useTheme();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <RadioGroup aria-label="Theme" value={choice} onValueChange={(value) => setChoice(value as ThemeChoice)}>
        {Object.entries(CHOICES).map(([value, label]) => (
          <RadioGroupItem key={value} value={value} label={label} />
        ))}
      </RadioGroup>
      <RadioGroup aria-label="Palette" value={pair} onValueChange={(value) => isPalettePair(value) && setPair(value)}>
        {Object.entries(PAIRS).map(([value, label]) => (
          <RadioGroupItem key={value} value={value} label={label} />
        ))}
      </RadioGroup>
      <p className="rounded-md bg-card p-3 text-card-foreground sm:col-span-2" data-testid="in-force">
        {palette} ({mode})
      </p>
    </div>
  );
}

let fakeScheme: ReturnType<typeof installFakeColorScheme> | undefined;

const meta = {
  title: 'Theme/Theme controller',
  component: ThemeProvider,
  parameters: { themeController: 'story' },
  args: { children: <ThemeControls /> },
  beforeEach: () => {
    fakeScheme = installFakeColorScheme(false);
    return () => fakeScheme?.restore();
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const html = () => document.documentElement;

export const FollowsTheSystemLive: Story = {
  play: async () => {
    await waitFor(() => expect(html().dataset.theme).toBe('light'));
    fakeScheme?.setDark(true);
    await waitFor(() => expect(html().dataset.theme).toBe('dark'));
    await expect(html().dataset.mode).toBe('dark');
    fakeScheme?.setDark(false);
    await waitFor(() => expect(html().dataset.theme).toBe('light'));
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  },
};

export const ChoosesModeAndPalette: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fakeScheme?.setDark(true);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Always light' }));
    await waitFor(() => expect(html().dataset.theme).toBe('light'));
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    await userEvent.click(canvas.getByRole('radio', { name: 'valentine | coffee' }));
    await waitFor(() => expect(html().dataset.theme).toBe('valentine'));
    await expect(window.localStorage.getItem(PALETTE_STORAGE_KEY)).toBe('valentine-coffee');

    await userEvent.click(canvas.getByRole('radio', { name: 'Always dark' }));
    await waitFor(() => expect(html().dataset.theme).toBe('coffee'));
    await expect(canvas.getByTestId('in-force')).toHaveTextContent('coffee (dark)');

    // Back to the system: nothing stored, and the (dark) OS decides.
    await userEvent.click(canvas.getByRole('radio', { name: 'System' }));
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(html().dataset.theme).toBe('coffee'));
    fakeScheme?.setDark(false);
    await waitFor(() => expect(html().dataset.theme).toBe('valentine'));
  },
};

export const EveryPaletteTextColour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pairs = ['light | dark', 'lemonade | night', 'valentine | coffee'];
    const seen = new Set<string>();
    for (const pair of pairs) {
      await userEvent.click(canvas.getByRole('radio', { name: pair }));
      for (const mode of ['Always light', 'Always dark']) {
        await userEvent.click(canvas.getByRole('radio', { name: mode }));
        await waitFor(() => expect(canvas.getByTestId('in-force')).toHaveTextContent(html().dataset.theme ?? '-'));
        seen.add(getComputedStyle(document.body).backgroundColor);
      }
    }
    // Six palettes, six distinct page backgrounds: the palette CSS really applies.
    await expect(seen.size).toBe(6);
  },
};

/**
 * The switch pauses transitions with a class on <html> and a rule of the shipped stylesheet, not with a <style>
 * element written at run time, which a Content-Security-Policy without 'unsafe-inline' would refuse.
 */
export const SwitchesWithoutWritingAStyle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const added: string[] = [];
    const classes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node.nodeName === 'STYLE') added.push((node.textContent ?? '').slice(0, 80));
        if (record.type === 'attributes') classes.push(record.oldValue ?? '', html().className);
      }
    });
    observer.observe(document.head, { childList: true });
    observer.observe(html(), { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    await userEvent.click(await canvas.findByRole('radio', { name: 'Always dark' }));
    await waitFor(() => expect(html().dataset.mode).toBe('dark'));
    await waitFor(() => expect(html()).not.toHaveClass(THEME_SWITCHING_CLASS));
    observer.disconnect();
    await expect(added).toEqual([]);
    await expect(classes.some((value) => value.split(' ').includes(THEME_SWITCHING_CLASS))).toBe(true);

    // While the class is on, the stylesheet turns every transition off, even one set on the element itself.
    const probe = canvasElement.appendChild(document.createElement('div'));
    probe.style.transition = 'color 1s';
    await expect(getComputedStyle(probe).transitionDuration).toBe('1s');
    html().classList.add(THEME_SWITCHING_CLASS);
    await expect(getComputedStyle(probe).transitionDuration).toBe('0s');
    html().classList.remove(THEME_SWITCHING_CLASS);
    probe.remove();
  },
};
