/**
 * Tabs as the WAI-ARIA tabs pattern: a tablist of buttons, one tab in the Tab order, Left/Right (and
 * Home/End) move between tabs and select them. <Tabs> also renders the panels (the hidden ones stay
 * in the HTML); <TabList> is the tablist alone, for a caller that renders its own panel (e.g. the
 * shop's grid/list switch controlling one product list).
 * Example: <Tabs label="Product information" items={[{ key: 'description', label: 'Description', content: <p>…</p> }]} />
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useOnChange } from './use-on-change.ts'
import './tabs.css'

export interface TabDefinition {
  key: string
  label: ReactNode
}

interface TabListProps {
  tabs: readonly TabDefinition[]
  selected: string
  onSelect: (key: string) => void
  /** Names the tablist for screen readers. */
  label: string
  /** The id of a tab's button. */
  tabId: (key: string) => string
  /** The id of the panel a tab controls. */
  panelId: (key: string) => string
  className?: string
  tabClassName?: string
}

export function TabList({ tabs, selected, onSelect, label, tabId, panelId, className = '', tabClassName = '' }: TabListProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === selected)
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    onSelect(tabs[next]!.key)
    buttons.current[next]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className={`tabs__list ${className}`} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const isSelected = tab.key === selected
        return (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={isSelected}
            aria-controls={panelId(tab.key)}
            tabIndex={isSelected ? 0 : -1}
            className={`tabs__tab ${tabClassName}`}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}

export interface TabItem extends TabDefinition {
  content: ReactNode
}

interface TabsProps {
  items: readonly TabItem[]
  label: string
  className?: string
  /** Select this tab when it changes to it: the page editor's preview, while the tab's content is edited. */
  show?: string | undefined
}

export function Tabs({ items, label, className = '', show }: TabsProps) {
  const prefix = useId()
  const [selected, setSelected] = useState(items[0]?.key ?? '')
  useOnChange(show, (key) => key !== undefined && setSelected(key))
  const tabId = (key: string) => `${prefix}-tab-${key}`
  const panelId = (key: string) => `${prefix}-panel-${key}`

  return (
    <div className={`tabs ${className}`}>
      <TabList tabs={items} selected={selected} onSelect={setSelected} label={label} tabId={tabId} panelId={panelId} />
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={panelId(item.key)}
          aria-labelledby={tabId(item.key)}
          hidden={item.key !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
