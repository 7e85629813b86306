import { useId } from 'react';

export interface ModelNameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Offered while typing: the installed models, or popular ones for a pull. */
  suggestions: readonly string[];
  placeholder?: string;
}

/** A model name typed freely, with suggestions. */
export function ModelNameField({
  label,
  value,
  onChange,
  suggestions,
  placeholder,
}: ModelNameFieldProps) {
  const listId = useId();
  return (
    <label className="ai-field">
      <span>{label}</span>
      <input
        list={listId}
        autoComplete="off"
        spellCheck={false}
        value={value}
        {...(placeholder ? { placeholder } : {})}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </label>
  );
}
