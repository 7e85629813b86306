import { useCallback } from 'react';
import { useChatSession } from './use-chat-session.ts';
import { useReportSendResult } from './use-send-message.ts';

/** Writes the last answer again. */
export function useRegenerate(): () => void {
  const session = useChatSession();
  const report = useReportSendResult();
  return useCallback(() => void session.regenerate().then(report), [session, report]);
}

/** Replaces a user message with new text and asks again (later messages are dropped). */
export function useEditAndResend(): (messageId: string, text: string) => void {
  const session = useChatSession();
  const report = useReportSendResult();
  return useCallback(
    (messageId, text) => void session.editAndResend(messageId, text).then(report),
    [session, report],
  );
}

/** Stops the reply being written (the request is aborted). */
export function useStopReply(): () => void {
  const session = useChatSession();
  return useCallback(() => session.stop(), [session]);
}
