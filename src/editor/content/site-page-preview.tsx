/**
 * The preview of a record or of the settings: the dev site's real page (the record's own, or a page that
 * lists it) in a frame at a phone's or a desktop's width, as the page editor's preview shows pages. The
 * dev server rebuilds the page when the file is saved, so the frame shows what was saved.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { Icon } from '#ui/icons.tsx'
import { PREVIEW_WIDTHS } from '#editor/preview-pane.tsx'

type Device = keyof typeof PREVIEW_WIDTHS

interface SitePagePreviewProps {
  /** The addresses it can show, the one to show first first. */
  addresses: { url: string; label: string }[]
  /** Changes after each save: the frame loads the page again. */
  loads: number
  /** Why the frame may not show the latest changes (unsaved, a new record without a page yet). */
  notice: string | undefined
}

export function SitePagePreview({ addresses, loads, notice }: SitePagePreviewProps) {
  const headingId = useId()
  const [device, setDevice] = useState<Device>('desktop')
  const stage = useRef<HTMLDivElement>(null)
  const [stageSize, setStageSize] = useState({ width: 0, height: 0 })
  const [chosenUrl, setChosenUrl] = useState<string>()
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
              <input type="radio" name="site-preview-width" checked={device === option} onChange={() => setDevice(option)} />
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
      {notice && (
        <p className="ed-preview__notice" role="status">
          {notice}
        </p>
      )}
      <div ref={stage} className={`ed-preview__stage ed-preview__stage--${device}`}>
        {url ? (
          <div className="ed-preview__device" style={{ width: width * scale, height: height * scale }}>
            <iframe
              key={`${url} ${loads}`}
              className="ed-preview__frame"
              src={url}
              title={`Preview of ${url} at ${device} width`}
              style={{ width, height, transform: `scale(${scale})` }}
            />
          </div>
        ) : (
          <p className="ed-preview__empty">No page shows this yet.</p>
        )}
      </div>
    </section>
  )
}
