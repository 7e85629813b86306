/**
 * Reads a Modelfile into the fields of POST /api/create (the API no longer takes the file itself):
 * FROM, PARAMETER, TEMPLATE, SYSTEM, LICENSE and MESSAGE. Values may be bare, "quoted" or
 * """triple-quoted""" over several lines.
 */
export interface ParsedModelfile {
  from: string;
  parameters: Record<string, string | number | boolean | (string | number)[]>;
  template?: string;
  system?: string;
  license?: string[];
  messages: { role: string; content: string }[];
}

import { SettingsNotice, type ModelfileProblem } from './ai-notices.ts';

/** A Modelfile that cannot be read; `detail` names the command or word at fault. */
export class ModelfileError extends Error {
  override name = 'ModelfileError';

  constructor(
    readonly code: ModelfileProblem,
    readonly detail = '',
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

const COMMANDS = new Set([
  'FROM',
  'PARAMETER',
  'TEMPLATE',
  'SYSTEM',
  'LICENSE',
  'MESSAGE',
  'ADAPTER',
]);
/** Parameters Ollama accepts several times; they become lists. */
const LIST_PARAMETERS = new Set(['stop']);

function parseValue(raw: string): string | number | boolean {
  if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return raw;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1);
  }
  return trimmed;
}

/** Splits the text into [command, value] pairs, joining triple-quoted values across lines. */
function instructions(text: string): [string, string][] {
  const out: [string, string][] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(\S+)\s*([\s\S]*)$/.exec(line);
    const command = (match?.[1] ?? '').toUpperCase();
    if (!COMMANDS.has(command))
      throw new ModelfileError(SettingsNotice.modelfileUnknownCommand, match?.[1] ?? line);
    let value = match?.[2] ?? '';
    const triple = value.indexOf('"""');
    if (triple >= 0) {
      const head = value.slice(0, triple);
      let body = value.slice(triple + 3);
      while (!body.includes('"""')) {
        if (i + 1 >= lines.length)
          throw new ModelfileError(SettingsNotice.modelfileUnclosedQuote, command);
        body += `\n${lines[++i] ?? ''}`;
      }
      value = head + body.slice(0, body.indexOf('"""'));
      out.push([command, value]);
      continue;
    }
    out.push([command, unquote(value)]);
  }
  return out;
}

export function parseModelfile(text: string): ParsedModelfile {
  const parsed: ParsedModelfile = { from: '', parameters: {}, messages: [] };
  for (const [command, value] of instructions(text)) {
    switch (command) {
      case 'FROM':
        parsed.from = value.trim();
        break;
      case 'PARAMETER': {
        const m = /^(\S+)\s+([\s\S]+)$/.exec(value.trim());
        if (!m?.[1] || m[2] === undefined)
          throw new ModelfileError(SettingsNotice.modelfileParameterIncomplete);
        const [key, raw] = [m[1], parseValue(unquote(m[2]))];
        if (LIST_PARAMETERS.has(key)) {
          const list = parsed.parameters[key];
          parsed.parameters[key] = [...(Array.isArray(list) ? list : []), String(raw)];
        } else parsed.parameters[key] = raw;
        break;
      }
      case 'TEMPLATE':
        parsed.template = value;
        break;
      case 'SYSTEM':
        parsed.system = value;
        break;
      case 'LICENSE':
        parsed.license = [...(parsed.license ?? []), value];
        break;
      case 'MESSAGE': {
        const m = /^(system|user|assistant)\s+([\s\S]*)$/i.exec(value.trim());
        if (!m?.[1]) throw new ModelfileError(SettingsNotice.modelfileMessageRoleMissing);
        parsed.messages.push({ role: m[1].toLowerCase(), content: unquote(m[2] ?? '') });
        break;
      }
      default:
        throw new ModelfileError(SettingsNotice.modelfileAdapterUnsupported);
    }
  }
  if (!parsed.from) throw new ModelfileError(SettingsNotice.modelfileFromMissing);
  return parsed;
}
