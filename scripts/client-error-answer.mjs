// Node answers a request it cannot read itself, before any handler sees it: a malformed request line (400),
// headers past its limit (431), a request not received in time (408). Its answers carried none of the headers
// every other answer has (the Content-Security-Policy and the other security headers, decision 110) and no
// Cache-Control. This writes them with those headers, as serve.mjs's own refusals are.

/** The answer for each error Node names; any other error of a request it cannot read is a 400. */
const ANSWERS = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
}

/**
 * A 'clientError' listener for an http server: answers with `headersOf()` (the headers of every response),
 * no-store, and closes the connection. Nothing is written once an answer has begun on the connection, or when
 * the client has gone, as Node does.
 */
export function answerClientError(headersOf) {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy()
      return
    }
    const [status, reason] = ANSWERS[error.code] ?? [400, 'Bad Request']
    const headers = {
      ...headersOf(),
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(reason),
      'Cache-Control': 'no-store',
      Connection: 'close',
    }
    const head = Object.entries(headers).map(([key, value]) => `${key}: ${value}\r\n`)
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${reason}`)
  }
}
