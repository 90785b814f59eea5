/**
 * The preview pane of every editor screen: the preview frame (/__edit/preview, preview-main.tsx) at a phone's
 * width (375 px) or a desktop's (1280 px, scaled down to fit), the address it shows, and a link to the saved
 * page. What the frame draws is sent by the screen that uses it (usePreviewFrame): a page's draft, a record's
 * page with the unsaved records, the settings.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { EDITOR_PREVIEW_PATH } from '#page-model/dev-addresses.ts'
import type { PreviewAddress } from '#page-model/editor-api-types.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { messageFrom, type FromPreview, type ToPreview } from './preview-protocol.ts'
import { PaneHead } from './pane-head.tsx'

const PREVIEW_WIDTHS = { phone: 375, desktop: 1280 } as const
type Device = keyof typeof PREVIEW_WIDTHS

/** Said under the frame while it shows an earlier draft: the latest has problems that stop the site using it. */
export const PREVIEW_BEHIND = 'The preview shows the last version without problems; fix the problems to see your latest change.'

/**
 * A screen's preview: whether its frame is ready for messages and how to send it one (`onMessage` hears it), the
 * address shown (the one chosen while it is still offered, else the first), and `stage`, what PreviewStage takes.
 */
export function usePreview<Address extends PreviewAddress>(
  addresses: readonly Address[],
  onMessage?: (message: FromPreview) => void,
) {
  const { frame, ready, send } = usePreviewFrame(onMessage)
  const [chosenUrl, setChosenUrl] = useState<string>()
  const shown = addresses.find((address) => address.url === chosenUrl) ?? addresses[0]
  return { ready, send, shown, stage: { frame, addresses, shownUrl: shown?.url, onShowUrl: setChosenUrl } }
}

function usePreviewFrame(onMessage?: (message: FromPreview) => void) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message = messageFrom<FromPreview>(event, frame.current?.contentWindow ?? null)
      if (!message) return
      if (message.type === 'ready') setReady(true)
      onMessage?.(message)
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [onMessage])
  const send = useCallback((message: ToPreview) => frame.current?.contentWindow?.postMessage(message, location.origin), [])
  return { frame, ready, send }
}

interface PreviewStageProps {
  frame: RefObject<HTMLIFrameElement | null>
  /** The addresses it can show (the one to show first first); more than one offers a choice. */
  addresses: readonly PreviewAddress[]
  shownUrl: string | undefined
  onShowUrl: (url: string) => void
  /** Why the frame does not show the latest changes, or what it leaves out. */
  notice: string | undefined
  /** Said instead of the frame when there is no page to show. */
  empty?: string | undefined
}

export function PreviewStage({ frame, addresses, shownUrl, onShowUrl, notice, empty }: PreviewStageProps) {
  const headingId = useId()
  const widthName = useId()
  const [device, setDevice] = useState<Device>('desktop')
  const stage = useRef<HTMLDivElement>(null)
  const [stageSize, setStageSize] = useState({ width: 0, height: 0 })

  useLayoutEffect(() => {
    const element = stage.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setStageSize({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const width = PREVIEW_WIDTHS[device]
  const scale = stageSize.width > 0 ? Math.min(1, (stageSize.width - 32) / width) : 1
  const height = stageSize.height > 0 ? (stageSize.height - 32) / scale : 800
  return (
    <section className="ed-preview" aria-labelledby={headingId}>
      <PaneHead id={headingId} title="Preview">
        <div className="ed-segmented ed-segmented--icons" role="radiogroup" aria-label="Preview width">
          {(Object.keys(PREVIEW_WIDTHS) as Device[]).map((option) => (
            <label key={option} className="ed-segmented__option">
              <input type="radio" name={widthName} checked={device === option} onChange={() => setDevice(option)} />
              <span>
                <Icon name={option === 'phone' ? 'smartphone' : 'monitor'} size={16} />
                {option === 'phone' ? 'Phone' : 'Desktop'} <span className="ed-pane-meta">{PREVIEW_WIDTHS[option]} px</span>
              </span>
            </label>
          ))}
        </div>
        {addresses.length > 1 && (
          <label className="ed-preview__address">
            <span>Show</span>
            <select className="ed-input ed-select" value={shownUrl} onChange={(event) => onShowUrl(event.target.value)}>
              {addresses.map((address) => (
                <option key={address.url} value={address.url}>
                  {address.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {shownUrl && (
          <a className="ed-link-button" href={shownUrl} target="_blank" rel="noreferrer">
            Open saved page <Icon name="externalLink" size={14} />
          </a>
        )}
      </PaneHead>
      {notice && (
        <p className="ed-preview__notice" role="status">
          {notice}
        </p>
      )}
      <div ref={stage} className={`ed-preview__stage ed-preview__stage--${device}`}>
        {empty && <p className="ed-preview__empty">{empty}</p>}
        {/* Kept while there is nothing to show, so the frame stays ready for the next page. */}
        <div className="ed-preview__device" hidden={Boolean(empty)} style={{ width: width * scale, height: height * scale }}>
          <iframe
            ref={frame}
            className="ed-preview__frame"
            src={EDITOR_PREVIEW_PATH}
            title={`Preview of ${shownUrl ?? 'the page'} at ${device} width`}
            style={{ width, height, transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </section>
  )
}
