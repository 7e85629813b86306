import { useCallback, useEffect, useState } from 'react';
import type { KeyPair } from '@core/crypto/sea.ts';
import { generateKeyPair } from '@core/identity/keygen.ts';
import { refusalKey, type RefusalKey } from '../../ui/use-refusal-text.ts';

export type KeyGenerationState =
  | { status: 'generating' }
  | { status: 'ready'; pair: KeyPair }
  | { status: 'failed'; errorKey: RefusalKey<'account'> };

/** Generates a key pair when the screen opens; `retry` starts over after a failure. */
export function useKeyGeneration(): { state: KeyGenerationState; retry: () => void } {
  const [state, setState] = useState<KeyGenerationState>({ status: 'generating' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void generateKeyPair().then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { status: 'ready', pair: result.value }
          : { status: 'failed', errorKey: refusalKey('account', result.error) },
      );
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'generating' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
