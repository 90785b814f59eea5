import { Component, type ErrorInfo, type ReactNode } from 'react'

interface BlockBoundaryProps {
  blockId: string
  blockType: string
  /** What shows instead of a failed block; on the site, nothing. */
  fallback?: (error: unknown) => ReactNode
  children: ReactNode
}

/** One failing block is left out and logged; the rest of the page stays. */
export class BlockErrorBoundary extends Component<BlockBoundaryProps, { failed: boolean; error: unknown }> {
  state = { failed: false, error: undefined as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error }
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Block "${this.props.blockId}" (${this.props.blockType}) failed and was left out:`, error, info.componentStack)
  }
  render() {
    if (!this.state.failed) return this.props.children
    return this.props.fallback?.(this.state.error) ?? null
  }
}

/** The last line of defence: the whole app failed. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page failed to render:', error, info.componentStack)
  }
  render() {
    if (!this.state.failed) return this.props.children
    return (
      <main id="main" className="app-failure container section">
        <p role="alert">Something went wrong.</p>
        <a className="btn btn--primary" href="/">
          Back to home
        </a>
      </main>
    )
  }
}
