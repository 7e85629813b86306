import { describe, expect, it } from 'vitest';
import {
  MIN_MESH_SECRET_LENGTH,
  parseRelayConfig,
  RelayConfigError,
} from '../../src/relay/config.ts';

describe('the mesh secret option', () => {
  const secret = 's'.repeat(MIN_MESH_SECRET_LENGTH);

  it('is off unless given', () => {
    expect(parseRelayConfig([], {}).meshSecret).toBeUndefined();
  });

  it('comes from the flag, else from the environment', () => {
    expect(parseRelayConfig(['--mesh-secret', secret], {}).meshSecret).toBe(secret);
    expect(parseRelayConfig([], { MESHTALK_MESH_SECRET: ` ${secret} ` }).meshSecret).toBe(secret);
    expect(
      parseRelayConfig([`--mesh-secret=${secret}x`], { MESHTALK_MESH_SECRET: secret }).meshSecret,
    ).toBe(`${secret}x`);
  });

  it('refuses a short secret or one with spaces', () => {
    expect(() => parseRelayConfig(['--mesh-secret', secret.slice(1)], {})).toThrow(
      RelayConfigError,
    );
    expect(() => parseRelayConfig(['--mesh-secret', `${secret} and more`], {})).toThrow(
      RelayConfigError,
    );
  });
});
