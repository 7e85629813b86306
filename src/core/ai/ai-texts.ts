/** The spec's texts (002 section 8) as English source strings; the app translates them by key. */
export const AI_TEXT = {
  selectModel: 'Please select a model first',
  connectFailed: 'Failed to connect to AI service',
  replyFailed: 'Failed to get AI response',
  replyErrorContent: 'Sorry, I encountered an error. Please check your connection and try again.',
  cancelled: 'Response was cancelled.',
  emptyStream: "Sorry, I didn't receive any response. Please try again.",
  emptyReply: 'Sorry, I received an empty response. Please try again.',
  invalidReply: 'Sorry, I received an invalid response. Please try again.',
  saveMessageFailed: 'Failed to save message, please try again',
  deleteConversationsFailed: 'Failed to delete conversations',
  noMessages: 'No messages found in this conversation',
  conversationNotFound: 'Conversation not found',
  longDocument: 'Long document detected',
} as const;

export const AI_SETTINGS_TEXT = {
  apiUrlUpdated: 'API URL updated successfully',
  apiUrlError: 'Error updating API URL',
  createFailed: 'Error creating model',
  created: 'Model created successfully',
  deleteFailed: 'Error deleting model',
  copyFailed: 'Error copying model',
  showFailed: 'Error fetching model info',
  pushFailed: 'Error pushing model',
  embedFailed: 'Error generating embeddings',
  pulled: 'Model pulled successfully!',
  pullCancelled: 'Download cancelled',
  pullConnectFailed: 'Cannot connect to ollama service',
  pullRequestTimeout: 'Request timed out',
  pullMayHaveFailed: 'Download may have failed - check logs',
  pullIncomplete: 'Download incomplete or failed',
  streamTimeout: 'Stream timeout: No data received for 60 seconds',
  connectionOk: 'Connection test successful!',
  connectionFailed: 'Connection test failed',
  autoReplySaveFailed: 'Failed to save AI auto-reply settings',
  proxySaved: "Using this relay's AI proxy",
  proxySaveFailed: "Error saving the relay's AI proxy settings",
  proxyTokenRequired: 'Please enter the access token',
  proxyTokenRefused: 'The relay refused the access token (HTTP 401)',
} as const;

export const TEMPLATE_TEXT = {
  titleRequired: 'Please enter a template title',
  contentRequired: 'Please enter template content',
  empty: 'Template content is empty',
  invalid: 'Invalid template',
} as const;
