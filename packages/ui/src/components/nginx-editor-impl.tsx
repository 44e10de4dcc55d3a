import { StreamLanguage } from '@codemirror/language';
import { nginx } from '@codemirror/legacy-modes/mode/nginx';
import type { CodeEditorProps } from './code-editor';
import { CodeEditorView } from './code-editor-view';

const NGINX = StreamLanguage.define(nginx);

/** NginxEditor's lazy part: CodeMirror with nginx highlighting (CodeMirror's ported nginx mode). */
export function NginxEditorImpl(props: CodeEditorProps) {
  return <CodeEditorView language={NGINX} data-language="nginx" {...props} />;
}
