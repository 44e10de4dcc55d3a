import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone } from './file-drop-zone';

const zip = () => new File(['PK'], 'site.zip', { type: 'application/zip' });
const folder = () => new File([''], 'site', { type: '' });
const image = () => new File(['x'], 'logo.png', { type: 'image/png' });

/** Fires drag events with a real DataTransfer, as the browser does when files come from the desktop. */
function drag(target: Element, types: Array<'dragenter' | 'dragover' | 'dragleave' | 'drop'>, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of types) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

const zone = (canvasElement: HTMLElement) => {
  const root = canvasElement.querySelector('[data-slot="file-drop-zone"]');
  if (!root) throw new Error('no drop zone');
  return root;
};

const meta = {
  title: 'Primitives/FileDropZone',
  component: FileDropZone,
  args: { onDropFiles: fn(), onSelectFiles: fn(), onDragKindChange: fn() },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="grid gap-4 md:grid-cols-2">
      <FileDropZone {...args} />
      <FileDropZone {...args} isDisabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Drag a folder or a zip file here');
    const [enabledZip, disabledZip] = canvas.getAllByLabelText('Choose a zip file');
    await expect(enabledZip).toBeEnabled();
    await expect(disabledZip).toBeDisabled();
  },
};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Drag a folder or a zip file here');
    await expect(zone(canvasElement)).toHaveAttribute('data-drag-kind', 'none');
  },
};

const dragOverStory = (files: () => File[], kind: string, message: string): Story => ({
  play: async ({ args, canvasElement }) => {
    const root = zone(canvasElement);
    drag(root, ['dragenter', 'dragover'], files());
    await expect(await within(canvasElement).findByText(message)).toHaveAttribute('role', 'status');
    await expect(root).toHaveAttribute('data-drag-kind', kind);
    await expect(args.onDragKindChange).toHaveBeenCalledTimes(1);
    await expect(args.onDragKindChange).toHaveBeenCalledWith(kind);
    drag(root, ['dragleave'], files());
    await waitFor(() => expect(root).toHaveAttribute('data-drag-kind', 'none'));
    await expect(args.onDragKindChange).toHaveBeenLastCalledWith('none');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Drag a folder or a zip file here');
  },
});

export const DragOverZip = dragOverStory(() => [zip()], 'zip', 'Release to upload this zip file');
export const DragOverDirectory = dragOverStory(() => [folder()], 'directory', 'Release to upload this folder');
export const DragOverOther = dragOverStory(() => [image()], 'other', 'Only a zip file or a folder can be uploaded');
export const DragOverMultiple = dragOverStory(() => [zip(), folder()], 'multiple', 'Drop one zip file or one folder at a time');

export const DropZip: Story = {
  play: async ({ args, canvasElement }) => {
    const file = zip();
    drag(zone(canvasElement), ['dragenter', 'dragover', 'drop'], [file]);
    await waitFor(() => expect(args.onDropFiles).toHaveBeenCalledWith([file], 'zip'));
    await expect(args.onDropFiles).toHaveBeenCalledTimes(1);
    await expect(zone(canvasElement)).toHaveAttribute('data-drag-kind', 'none');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Drag a folder or a zip file here');
  },
};

export const DropDirectory: Story = {
  play: async ({ args, canvasElement }) => {
    const file = folder();
    drag(zone(canvasElement), ['dragenter', 'dragover', 'drop'], [file]);
    await waitFor(() => expect(args.onDropFiles).toHaveBeenCalledWith([file], 'directory'));
    await expect(args.onDropFiles).toHaveBeenCalledTimes(1);
  },
};

export const DropRefused: Story = {
  play: async ({ args, canvasElement }) => {
    drag(zone(canvasElement), ['dragenter', 'dragover', 'drop'], [zip(), zip()]);
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Drop one zip file or one folder at a time'));
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(zone(canvasElement)).toHaveAttribute('data-drag-kind', 'none');
    drag(zone(canvasElement), ['dragenter', 'dragover', 'drop'], [image()]);
    await waitFor(() => expect(status).toHaveTextContent('Only a zip file or a folder can be uploaded'));
    await expect(args.onDropFiles).not.toHaveBeenCalled();
  },
};

export const ChooseWithKeyboardAndPicker: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zipInput = canvas.getByLabelText('Choose a zip file');
    const folderInput = canvas.getByLabelText('Choose a folder');
    await userEvent.tab();
    await expect(zipInput).toHaveFocus();
    const zipLabel = zipInput.closest('label');
    await expect(zipLabel && getComputedStyle(zipLabel).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(folderInput).toHaveFocus();
    await expect(folderInput).toHaveAttribute('webkitdirectory');

    const file = zip();
    await userEvent.upload(zipInput, file);
    await expect(args.onSelectFiles).toHaveBeenCalledTimes(1);
    await expect(args.onSelectFiles).toHaveBeenCalledWith([file], 'zip');
    const pages = [new File(['<h1>hi</h1>'], 'index.html', { type: 'text/html' }), new File(['a{}'], 'app.css', { type: 'text/css' })];
    await userEvent.upload(folderInput, pages);
    await expect(args.onSelectFiles).toHaveBeenLastCalledWith(pages, 'directory');
    // Picking through the visible button (the label) reaches the same input.
    const other = zip();
    await userEvent.upload(canvas.getByText('Choose a zip file'), other);
    await expect(args.onSelectFiles).toHaveBeenLastCalledWith([other], 'zip');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    drag(zone(canvasElement), ['dragenter', 'dragover', 'drop'], [zip()]);
    await expect(zone(canvasElement)).toHaveAttribute('data-drag-kind', 'none');
    await expect(zone(canvasElement)).toHaveAttribute('data-disabled', 'true');
    await expect(canvas.getByLabelText('Choose a zip file')).toBeDisabled();
    await expect(canvas.getByLabelText('Choose a folder')).toBeDisabled();
    await userEvent.upload(canvas.getByLabelText('Choose a zip file'), zip());
    await expect(args.onDropFiles).not.toHaveBeenCalled();
    await expect(args.onSelectFiles).not.toHaveBeenCalled();
    await expect(args.onDragKindChange).not.toHaveBeenCalled();
  },
};
