import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useEditedEntry } from '#app/block-kit.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { SidePicture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import { useOnChange } from '#ui/primitives/use-on-change.ts'
import type { FaqProps } from './schema.ts'
import './faq.css'

/** The question a key moves focus to, or undefined for keys the accordion leaves alone. */
function questionAfterKey(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (current + 1) % count
  if (key === 'ArrowUp') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

export default function Faq({ eyebrow, title, lead, items, openFirst, image, imageAlt }: FaqProps) {
  const baseId = useId()
  const [open, setOpen] = useState<number | null>(openFirst ? 0 : null)
  // In the page editor's preview, the question being edited opens (one panel at a time, as ever).
  useOnChange(useEditedEntry('items'), (item) => item !== undefined && setOpen(item))
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = questionAfterKey(event.key, index, items.length)
    if (next === undefined) return
    event.preventDefault()
    buttons.current[next]?.focus()
  }

  return (
    <section className="faq section">
      <div className="container faq__grid">
        {image && (
          <div className="faq__media">
            <SidePicture className="faq__image" src={image} alt={imageAlt} />
          </div>
        )}
        <div className="faq__body">
          <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} align="start" />
          <div className="faq__items">
            {items.map((item, index) => {
              const expanded = open === index
              const buttonId = `${baseId}q${index}`
              const panelId = `${baseId}a${index}`
              return (
                <div key={item.question} className={`faq__item${expanded ? ' faq__item--open' : ''}`}>
                  <h3 className="faq__question">
                    <button
                      ref={(button) => {
                        buttons.current[index] = button
                      }}
                      id={buttonId}
                      type="button"
                      className="faq__button"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpen(expanded ? null : index)}
                      onKeyDown={(event) => onKeyDown(event, index)}
                    >
                      <span>{item.question}</span>
                      <span className="faq__toggle" aria-hidden="true">
                        <Icon name={expanded ? 'minus' : 'plus'} size={18} />
                      </span>
                    </button>
                  </h3>
                  <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!expanded}>
                    <p>{item.answer}</p>
                  </div>
                </div>
              )
            })}
          </div>
        </div>
      </div>
    </section>
  )
}
