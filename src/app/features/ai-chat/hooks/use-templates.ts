import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  TEMPLATE_SEARCH_DEBOUNCE_MS,
  filterTemplates,
  type NewTemplate,
  type TemplateResult,
} from '@core/ai/templates.ts';
import type { MessageTemplate, TemplateCategory } from '@core/ai/builtin-templates.ts';
import { useCore } from '../../../boot/core-context.ts';
import { keptSnapshot } from '../../../ui/kept-snapshot.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Built-in and custom templates matching the search (debounced 300 ms) and category. */
export function useTemplates(search: string, category: TemplateCategory): MessageTemplate[] {
  const { ai } = useCore();
  // `all()` builds a new array on every call: the list read is kept until the templates change.
  const store = useMemo(() => keptSnapshot(ai.templates, () => ai.templates.all()), [ai]);
  const all = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const query = useDebouncedValue(search, TEMPLATE_SEARCH_DEBOUNCE_MS);
  return useMemo(() => filterTemplates(all, { search: query, category }), [all, query, category]);
}

export function useCreateTemplate(): (
  input: NewTemplate,
) => Promise<TemplateResult<MessageTemplate>> {
  const { ai } = useCore();
  return useCallback((input) => ai.templates.createCustom(input), [ai]);
}

export function useDeleteTemplate(): (id: string) => Promise<boolean> {
  const { ai } = useCore();
  return useCallback((id) => ai.templates.deleteCustom(id), [ai]);
}
