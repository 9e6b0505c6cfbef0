/** An instant from the API in the operator's language and the browser's zone; nothing for none. */
export const localTime = (at: string | null, language: string) => (at ? new Date(at).toLocaleString(language) : '');
