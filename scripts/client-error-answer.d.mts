// Types for client-error-answer.mjs, so its tests (TypeScript) can import it under a strict tsconfig.
import type { Socket } from 'node:net'
export declare function answerClientError(
  headersOf: () => Record<string, string>,
): (error: Error & { code?: string }, socket: Socket) => void
