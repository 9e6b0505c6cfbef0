import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { FieldError, Permission } from '@arcadia/contracts';
import { vi } from 'vitest';
import { tokenStore } from '../lib/api';

/** A request the page made: method, path under /admin/api (with its query) and parsed body. */
export type Call = { method: string; path: string; body: unknown };
type Answer = { status?: number; value?: unknown; code?: string; message?: string; errors?: FieldError[] };
type Handler = (call: Call) => Answer | undefined;

const envelope = (a: Answer) => ({
  success: (a.status ?? 200) < 400,
  code: a.code ?? 'ok',
  message: a.message ?? '',
  value: a.value ?? null,
  ...(a.errors ? { errors: a.errors } : {}),
});

/**
 * A fake /admin/api behind the console's real client (envelope parsing included): each handler
 * answers the calls it knows; a call none answers fails the test with its path. Every call is
 * recorded so a test can check what the page sent.
 */
export function fakeConsoleApi(permissions: Permission[], ...handlers: Handler[]) {
  const calls: Call[] = [];
  tokenStore.set('test-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/admin\/api/, '');
      const call = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (path === '/session/permissions') return Response.json(envelope({ value: { role: 'test', permissions } }));
      for (const handler of handlers) {
        const answer = handler(call);
        if (answer) return Response.json(envelope(answer), { status: answer.status ?? 200 });
      }
      throw new Error(`unexpected call ${call.method} ${path}`);
    }),
  );
  return calls;
}

/** Renders a page with a fresh query cache (no retries: a failure shows at once). */
export function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}
