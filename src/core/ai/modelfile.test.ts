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
    const problem = (text: string) => {
      try {
        parseModelfile(text);
      } catch (error) {
        if (error instanceof ModelfileError) return { code: error.code, detail: error.detail };
      }
      return null;
    };
    expect(problem('SYSTEM hi')).toEqual({ code: 'modelfile-from-missing', detail: '' });
    expect(problem('FROM x\nRUN rm -rf /')).toEqual({
      code: 'modelfile-unknown-command',
      detail: 'RUN',
    });
    expect(problem('FROM x\nSYSTEM """never closed')).toEqual({
      code: 'modelfile-unclosed-quote',
      detail: 'SYSTEM',
    });
    expect(problem('FROM x\nADAPTER ./lora.gguf')).toMatchObject({
      code: 'modelfile-adapter-unsupported',
    });
    expect(problem('FROM x\nMESSAGE robot hi')).toMatchObject({
      code: 'modelfile-message-role-missing',
    });
    expect(problem('FROM x\nPARAMETER temperature')).toMatchObject({
      code: 'modelfile-parameter-incomplete',
    });
  });
});
