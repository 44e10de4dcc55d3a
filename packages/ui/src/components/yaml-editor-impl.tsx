import { yaml } from '@codemirror/lang-yaml';
import type { CodeEditorProps } from './code-editor';
import { CodeEditorView } from './code-editor-view';

const YAML = yaml();

/** YamlEditor's lazy part: CodeMirror with YAML highlighting. */
export function YamlEditorImpl(props: CodeEditorProps) {
  return <CodeEditorView language={YAML} data-language="yaml" {...props} />;
}
