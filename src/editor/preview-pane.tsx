/**
 * The live preview: the real page, drawn by the site's renderer in a frame (/__edit/preview) at a
 * phone's width (375 px) or a desktop's (1280 px, scaled down to fit), fed every checked draft.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { EditedEntryOfPage } from '#app/edited-entry-context.ts'
import type { CheckResult } from '#page-model/editor-api-types.ts'
import { Icon } from '#ui/icons.tsx'
import { messageFrom, type FromPreview, type ToPreview } from './preview-protocol.ts'

export const PREVIEW_WIDTHS = { phone: 375, desktop: 1280 } as const
type Device = keyof typeof PREVIEW_WIDTHS

interface PreviewPaneProps {
  preview: CheckResult['preview']
  /** The preview is of an earlier draft: the current one has problems that stop it compiling. */
  stale: boolean
  selectedBlockId: string | undefined
  selectedIsHidden: boolean
  /** The list entry the form is on, which the preview's block shows (e.g. the slide being edited). */
  editedEntry: EditedEntryOfPage | undefined
  onPick: (blockId: string) => void
}

export function PreviewPane({ preview, stale, selectedBlockId, selectedIsHidden, editedEntry, onPick }: PreviewPaneProps) {
  const headingId = useId()
  const [device, setDevice] = useState<Device>('desktop')
  const frame = useRef<HTMLIFrameElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  const [stageSize, setStageSize] = useState({ width: 0, height: 0 })
  // The address chosen from the page's addresses (a record, a list page); the first until one is chosen,
  // and again when the page no longer has the chosen one.
  const [chosenUrl, setChosenUrl] = useState<string>()
  const addresses = preview?.addresses ?? []
  const url = addresses.some((address) => address.url === chosenUrl) ? chosenUrl : addresses[0]?.url

  useLayoutEffect(() => {
    const element = stage.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setStageSize({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = messageFrom<FromPreview>(event, frame.current?.contentWindow ?? null)
      if (message?.type === 'ready') setReady(true)
      if (message?.type === 'picked') onPick(message.blockId)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [onPick])

  const send = (message: ToPreview) => frame.current?.contentWindow?.postMessage(message, location.origin)
  useEffect(() => {
    if (ready && preview && url) send({ type: 'show', page: preview.page, url })
  }, [ready, preview, url])
  useEffect(() => {
    if (ready) send({ type: 'select', blockId: selectedBlockId, scroll: true })
  }, [ready, selectedBlockId])
  useEffect(() => {
    if (ready) send({ type: 'entry', entry: editedEntry })
  }, [ready, editedEntry])

  const width = PREVIEW_WIDTHS[device]
  const scale = stageSize.width > 0 ? Math.min(1, (stageSize.width - 32) / width) : 1
  const height = stageSize.height > 0 ? (stageSize.height - 32) / scale : 800
  return (
    <section className="ed-preview" aria-labelledby={headingId}>
      <div className="ed-pane-head">
        <h2 id={headingId} className="ed-pane-title">
          Preview
        </h2>
        <div className="ed-segmented ed-segmented--icons" role="radiogroup" aria-label="Preview width">
          {(Object.keys(PREVIEW_WIDTHS) as Device[]).map((option) => (
            <label key={option} className="ed-segmented__option">
              <input type="radio" name="preview-width" checked={device === option} onChange={() => setDevice(option)} />
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
            <select className="ed-input ed-select" value={url} onChange={(event) => setChosenUrl(event.target.value)}>
              {addresses.map((address) => (
                <option key={address.url} value={address.url}>
                  {address.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {url && (
          <a className="ed-link-button" href={url} target="_blank" rel="noreferrer">
            Open saved page <Icon name="externalLink" size={14} />
          </a>
        )}
      </div>
      {(stale || selectedIsHidden) && (
        <p className="ed-preview__notice" role="status">
          {stale
            ? 'The preview shows the last version without problems; fix the problems to see your latest change.'
            : 'The selected block is hidden, so the preview does not show it.'}
        </p>
      )}
      <div ref={stage} className={`ed-preview__stage ed-preview__stage--${device}`}>
        <div className="ed-preview__device" style={{ width: width * scale, height: height * scale }}>
          <iframe
            ref={frame}
            className="ed-preview__frame"
            src="/__edit/preview"
            title={`Preview of ${url ?? 'the page'} at ${device} width`}
            style={{ width, height, transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </section>
  )
}
