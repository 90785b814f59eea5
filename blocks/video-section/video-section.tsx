import { useId } from 'react'
import { Icon } from '#ui/primitives/icons.tsx'
import type { VideoSectionProps } from './schema.ts'
import { useVideoDialog } from './use-video-dialog.ts'
import './video-section.css'

export default function VideoSection({ eyebrow, title, text, buttonLabel, video }: VideoSectionProps) {
  const headingId = useId()
  const videoTitleId = useId()
  const { dialogRef, videoRef, triggerRef, closeRef, hasSources, open, close, onClose, onClick, onKeyDown, wrapToStart } =
    useVideoDialog()

  return (
    <section className="video-section" aria-labelledby={headingId}>
      <img className="video-section__backdrop" src={video.poster} alt="" width={1280} height={720} loading="lazy" />
      <div className="container video-section__inner">
        {eyebrow && <p className="eyebrow video-section__eyebrow">{eyebrow}</p>}
        <h2 className="video-section__title" id={headingId}>
          {title}
        </h2>
        {text && <p className="video-section__text">{text}</p>}
        <button ref={triggerRef} type="button" className="video-section__play" aria-haspopup="dialog" onClick={open}>
          <span className="video-section__play-disc">
            <Icon name="play" size={30} fill="currentColor" />
          </span>
          <span className="video-section__play-label">{buttonLabel}</span>
        </button>
      </div>

      <dialog
        ref={dialogRef}
        className="video-section__dialog"
        aria-labelledby={videoTitleId}
        onClose={onClose}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div className="video-section__dialog-body">
          <div className="video-section__dialog-bar">
            <h2 className="video-section__video-title" id={videoTitleId}>
              {video.title}
            </h2>
            <button ref={closeRef} type="button" className="video-section__close" onClick={close}>
              <Icon name="close" size={22} />
              <span className="visually-hidden">Close video</span>
            </button>
          </div>
          <div className="video-section__frame">
            <video
              ref={videoRef}
              controls
              playsInline
              preload="none"
              poster={hasSources ? video.poster : undefined}
              width={1280}
              height={720}
            >
              {hasSources && (
                <>
                  <source src={video.webm} type="video/webm" />
                  <source src={video.mp4} type="video/mp4" />
                </>
              )}
            </video>
          </div>
          <span className="video-section__focus-end" tabIndex={0} onFocus={wrapToStart} />
        </div>
      </dialog>
    </section>
  )
}
