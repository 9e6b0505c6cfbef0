/** Messages of the customer-service chat. Every language file has these keys. */
export const chatEn = {
  'chat.disabled': 'Live chat is not available right now.',
  'chat.please_information': 'Please register a real account to chat with customer service.',
  'chat.not_found': 'This conversation could not be found.',
  'chat.closed': 'This conversation has been closed.',
  'chat.queue_forbidden': 'Your role cannot answer this chat queue.',
} as const;
