import { describe, expect, it } from 'vitest';
import { ModelfileError, parseModelfile } from './modelfile.ts';

describe('parseModelfile', () => {
  it('reads every supported command', () => {
    const parsed = parseModelfile(`# a comment
FROM llama3.2
PARAMETER temperature 0.4
PARAMETER num_ctx 4096
PARAMETER stop "<|end|>"
PARAMETER stop "User:"
TEMPLATE """{{ .System }}
{{ .Prompt }}"""
SYSTEM You are a helpful pirate.
LICENSE MIT
MESSAGE user Hello
MESSAGE assistant "Ahoy!"`);
    expect(parsed).toEqual({
      from: 'llama3.2',
      parameters: { temperature: 0.4, num_ctx: 4096, stop: ['<|end|>', 'User:'] },
      template: '{{ .System }}\n{{ .Prompt }}',
      system: 'You are a helpful pirate.',
      license: ['MIT'],
      messages: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Ahoy!' },
      ],
    });
  });

  it('refuses files it cannot turn into a create request', () => {
    expect(() => parseModelfile('SYSTEM hi')).toThrow('A Modelfile needs a FROM line');
    expect(() => parseModelfile('FROM x\nRUN rm -rf /')).toThrow(ModelfileError);
    expect(() => parseModelfile('FROM x\nSYSTEM """never closed')).toThrow(/Unterminated/);
    expect(() => parseModelfile('FROM x\nADAPTER ./lora.gguf')).toThrow(/ADAPTER/);
    expect(() => parseModelfile('FROM x\nMESSAGE robot hi')).toThrow(/role/);
  });
});
