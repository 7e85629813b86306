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

export class ModelfileError extends Error {
  override name = 'ModelfileError';
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
      throw new ModelfileError(`Unknown Modelfile command "${match?.[1] ?? line}"`);
    let value = match?.[2] ?? '';
    const triple = value.indexOf('"""');
    if (triple >= 0) {
      const head = value.slice(0, triple);
      let body = value.slice(triple + 3);
      while (!body.includes('"""')) {
        if (i + 1 >= lines.length) throw new ModelfileError(`Unterminated """ in ${command}`);
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
          throw new ModelfileError(`PARAMETER needs a name and a value`);
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
        if (!m?.[1]) throw new ModelfileError('MESSAGE needs a role: system, user or assistant');
        parsed.messages.push({ role: m[1].toLowerCase(), content: unquote(m[2] ?? '') });
        break;
      }
      default:
        throw new ModelfileError('ADAPTER needs a file upload, which this app does not do');
    }
  }
  if (!parsed.from) throw new ModelfileError('A Modelfile needs a FROM line');
  return parsed;
}
