/*
 * What our chat page (in the panel's iframe) and the portal page say to each other through
 * postMessage (spec: the iframe sets the unread count and calls logout). Both are our own origin:
 * each side accepts a message only from that origin and, on the portal side, only from the
 * panel's own frame.
 */
export const FRAME_SOURCE = 'arcadia-chat';

type FrameSaid = { type: 'unread'; count: number } | { type: 'logout' };
export type FromChatFrame = FrameSaid & { source: typeof FRAME_SOURCE };
export type ToChatFrame = { source: typeof FRAME_SOURCE; type: 'visible'; visible: boolean };

function isFrameMessage(data: unknown): data is { source: string; type: string } {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === FRAME_SOURCE;
}

/** A message from the chat frame, or null when it comes from elsewhere or is not ours. */
export function readFromFrame(event: MessageEvent, frame: Window | null | undefined): FromChatFrame | null {
  if (event.origin !== window.location.origin || !frame || event.source !== frame) return null;
  if (!isFrameMessage(event.data)) return null;
  const data = event.data as FromChatFrame;
  if (data.type === 'unread' && Number.isInteger(data.count) && data.count >= 0) return data;
  if (data.type === 'logout') return data;
  return null;
}

/** A message from the portal page to the chat frame, or null. */
export function readFromPortal(event: MessageEvent): ToChatFrame | null {
  if (event.origin !== window.location.origin || event.source !== window.parent) return null;
  if (!isFrameMessage(event.data) || event.data.type !== 'visible') return null;
  return event.data as ToChatFrame;
}

/** The chat page tells the portal page around it (when it is framed by one). */
export function tellPortal(message: FrameSaid): void {
  if (window.parent === window) return;
  window.parent.postMessage({ source: FRAME_SOURCE, ...message }, window.location.origin);
}
