// A shared editor, not a page: the runner's deploy dialog and the create wizard's custom-script step hold it, gating
// their submit on the same validation (useTemplateValidation) the editor shows.
export { TemplateEditor, type TemplateEditorProps } from './template-editor';
export { useTemplateValidation } from './use-template-validation';
