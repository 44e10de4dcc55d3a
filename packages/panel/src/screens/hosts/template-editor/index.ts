export { TemplateEditor, type TemplateEditorProps } from './template-editor';
export { TemplateMessages, type TemplateMessagesProps } from './template-messages';
export { useTemplateValidation } from './use-template-validation';
