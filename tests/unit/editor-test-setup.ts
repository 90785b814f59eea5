/**
 * What the editor's component tests share: its endpoint client with every call a vi.fn() the test answers (the
 * real EndpointError kept), and a clean start before each test. In a test file:
 *   vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
 *     (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original))
 *   beforeEach(() => { startEditorTest(); vi.mocked(endpoint.checkCollection).mockResolvedValue(…) })
 */
import { vi } from 'vitest'

type EndpointClient = typeof import('#editor/shared/endpoint-client.ts')

export async function endpointClientWithMocks(original: () => Promise<EndpointClient>): Promise<EndpointClient> {
  const actual = await original()
  const endpoint = Object.fromEntries(Object.keys(actual.endpoint).map((call) => [call, vi.fn()]))
  return { ...actual, endpoint: endpoint as unknown as EndpointClient['endpoint'] }
}

/** No call remembered, nothing kept in storage, and a ResizeObserver (the preview stage's), which jsdom lacks. */
export function startEditorTest() {
  vi.clearAllMocks()
  localStorage.clear()
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
}
