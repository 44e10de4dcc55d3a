import { useEffect, useMemo, useState } from 'react';
import { loadTemplateParser, validateTemplate, type TemplateValidation, type YamlLoad } from '../../../rules/template';

// Once loaded, later editors validate on their first render.
let loadedParser: YamlLoad | undefined;

/**
 * Validates a template as the user types (rules/template). Undefined until the YAML parser has loaded: it is fetched
 * on first use, so pages without a template editor never download it.
 */
export function useTemplateValidation(value: string, isAdministrator: boolean): TemplateValidation | undefined {
  const [parser, setParser] = useState<YamlLoad | undefined>(() => loadedParser);
  useEffect(() => {
    if (parser) return;
    let isCurrent = true;
    loadTemplateParser().then(
      (load) => {
        loadedParser = load;
        if (isCurrent) setParser(() => load);
      },
      (error: unknown) => console.error('Could not load the YAML parser', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [parser]);
  return useMemo(() => (parser ? validateTemplate(value, { isAdministrator, load: parser }) : undefined), [parser, value, isAdministrator]);
}
