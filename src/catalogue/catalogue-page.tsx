/**
 * The block catalogue: one section per registered block type, each drawn live by the renderer's own
 * BlockView with its example props (inside an error boundary that says what failed), beside its settings,
 * the snippet to paste into a page file, the page files that use it and a way to add it to a page in the
 * editor. Blocks are named in plain words first, their code name second, and a search narrows them.
 */
import { Suspense, useEffect, useId, useState } from 'react'
import { EntityContext } from '#app/entity-context.ts'
import { BlockErrorBoundary } from '#app/error-boundaries.tsx'
import { BlockView } from '#app/page-renderer.tsx'
import { SiteToasts } from '#lib/toasts.tsx'
import { plainBlockName } from '#page-model/block-names.ts'
import { AddToPage } from './add-to-page.tsx'
import type { CatalogueBlock } from './catalogue-block.ts'
import { CopySnippet } from './copy-snippet.tsx'
import './catalogue-page.css'

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(' or ')

function EntityFact({ entry }: { entry: CatalogueBlock }) {
  if (entry.entity.length === 0) return <>None: it works on any page.</>
  return (
    <>
      It shows its page’s record, so it goes on a page whose <code>"entity"</code> is bound to {quoted(entry.entity)}, with{' '}
      <code>"when": "found"</code>.
      {entry.sample && (
        <>
          {' '}
          Drawn here with {entry.sample.collection} record {entry.sample.id}, “{entry.sample.label}”.
        </>
      )}
    </>
  )
}

function UsedInFact({ entry }: { entry: CatalogueBlock }) {
  if (entry.usedIn.length === 0) return <>No page file yet.</>
  return (
    <ul className="catalogue-entry__uses">
      {entry.usedIn.map((use) => (
        <li key={use.file}>
          <code>{use.file}</code> {/* A path with parameters has no single page to open. */}
          {use.path.includes(':') ? <span className="catalogue-entry__path">{use.path}</span> : <a href={use.path}>{use.path}</a>}
          <span className="catalogue-entry__ids"> (block {use.blocks.map((id) => `"${id}"`).join(', ')})</span>
        </li>
      ))}
    </ul>
  )
}

function BlockFailure({ type, problems }: { type: string; problems: string[] }) {
  return (
    <div className="container catalogue-entry__failure" role="alert">
      <p>
        The <code>{type}</code> block could not be drawn:
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  )
}

/** The block as a page shows it: the same view, wrapper and record, drawn with the example props. */
function LiveBlock({ entry }: { entry: CatalogueBlock }) {
  const props = entry.exampleProps
  if (!props) return <BlockFailure type={entry.type} problems={entry.exampleProblems.map((problem) => `example ${problem}`)} />
  return (
    <EntityContext value={entry.sample?.record}>
      <div className={`block block--${entry.type}`}>
        <BlockErrorBoundary
          blockId={entry.type}
          blockType={entry.type}
          fallback={(error) => (
            <BlockFailure type={entry.type} problems={[error instanceof Error ? error.message : String(error)]} />
          )}
        >
          <Suspense fallback={<p className="container catalogue-entry__loading">Loading the {entry.type} view…</p>}>
            <BlockView block={{ type: entry.type, props }} />
          </Suspense>
        </BlockErrorBoundary>
      </div>
    </EntityContext>
  )
}

function PropsTable({ entry }: { entry: CatalogueBlock }) {
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <div className="catalogue-table" role="region" aria-label={`Settings of ${entry.type}`} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Prop</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {entry.props.map((prop) => (
            <tr key={prop.name}>
              <th scope="row">
                <code>{prop.name}</code>
              </th>
              <td>{prop.type}</td>
              <td>
                {prop.required ? <span className="catalogue-table__required">required</span> : <code>{prop.default || '—'}</code>}
              </td>
              <td>{prop.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Whether a block matches every word searched for, in its plain name, code name or description. */
export function matchesSearch(entry: Pick<CatalogueBlock, 'type' | 'description'>, search: string): boolean {
  const text = `${plainBlockName(entry.type)} ${entry.type} ${entry.description}`.toLowerCase()
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word))
}

function CatalogueSection({ entry, hidden }: { entry: CatalogueBlock; hidden: boolean }) {
  const titleId = `catalogue-${entry.type}-title`
  const name = plainBlockName(entry.type)
  return (
    <section id={entry.type} className="catalogue-entry" aria-labelledby={titleId} hidden={hidden}>
      <div className="container catalogue-entry__intro">
        <h2 id={titleId} className="catalogue-entry__title">
          {name} <code className="catalogue-entry__code">{entry.type}</code>
        </h2>
        <p className="catalogue-entry__description">{entry.description}</p>
        <AddToPage type={entry.type} name={name} entity={entry.entity} />
        <dl className="catalogue-entry__facts">
          <div>
            <dt>Entity</dt>
            <dd>
              <EntityFact entry={entry} />
            </dd>
          </div>
          <div>
            <dt>Used in</dt>
            <dd>
              <UsedInFact entry={entry} />
            </dd>
          </div>
          {entry.numberedList && (
            <div>
              <dt>Numbered</dt>
              <dd>
                A page file may number this list by path (<code>"pageNumber"</code>): one address per page of the list.
              </dd>
            </div>
          )}
          {entry.fillsScreen && (
            <div>
              <dt>Height</dt>
              <dd>Fills a phone’s first screen, so the block after it loads its pictures lazily.</dd>
            </div>
          )}
        </dl>
      </div>
      <div className="catalogue-entry__stage" role="group" aria-labelledby={`${titleId}-example`}>
        <p id={`${titleId}-example`} className="catalogue-entry__stage-label">
          <span className="container">
            <code>{entry.type}</code> with its example props
          </span>
        </p>
        <LiveBlock entry={entry} />
      </div>
      <div className="container catalogue-entry__reference">
        <div className="catalogue-entry__settings">
          <h3 className="catalogue-entry__subtitle">Settings</h3>
          <PropsTable entry={entry} />
        </div>
        <div className="catalogue-entry__snippet">
          <h3 className="catalogue-entry__subtitle">Add it to a page</h3>
          <p className="catalogue-entry__hint">
            Paste into the page file’s <code>"blocks"</code> list and give it an <code>"id"</code> the page does not use yet.
          </p>
          <CopySnippet snippet={entry.snippet} name={entry.type} />
        </div>
      </div>
      <p className="container catalogue-entry__back">
        <a href="#catalogue-contents">Back to all blocks</a>
      </p>
    </section>
  )
}

export function CataloguePage({ entries }: { entries: readonly CatalogueBlock[] }) {
  // The site's marks for "the app runs" (the hand-written face of the eyebrows switches on with it) and "every
  // part has hydrated": the catalogue draws everything at once.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    document.documentElement.dataset.ready = 'true'
  }, [])
  const withRecord = entries.filter((entry) => entry.entity.length > 0).length
  const [search, setSearch] = useState('')
  const searchId = useId()
  const shown = new Set(entries.filter((entry) => matchesSearch(entry, search.trim())).map((entry) => entry.type))
  return (
    <>
      <a className="skip-link" href="#catalogue-main">
        Skip to the blocks
      </a>
      <header className="catalogue-header surface-dark">
        <div className="container catalogue-header__inner">
          <p className="eyebrow catalogue-header__eyebrow">Green Valley page builder</p>
          <h1 className="catalogue-header__title">Block catalogue</h1>
          <p className="catalogue-header__lead">
            Every block a page file can use, drawn by the site’s own renderer with its example settings. Copy a block’s snippet
            into the <code>"blocks"</code> list of a page file in <code>pages-schema/</code>, then change what you need: a setting
            you leave out keeps its default.
          </p>
          <ul className="catalogue-header__facts">
            <li>
              <strong>{entries.length}</strong> block types
            </li>
            <li>
              <strong>{withRecord}</strong> show their page’s record
            </li>
            <li>
              Here in <code>npm run dev</code> only; the same facts in <code>docs/blocks.md</code>
            </li>
          </ul>
        </div>
      </header>
      <nav className="container catalogue-contents" id="catalogue-contents" aria-labelledby="catalogue-contents-title">
        <h2 id="catalogue-contents-title" className="catalogue-contents__title">
          All blocks
        </h2>
        <div className="catalogue-search" role="search">
          <label className="catalogue-search__label" htmlFor={searchId}>
            Find a block
          </label>
          <input
            id={searchId}
            className="input catalogue-search__input"
            type="search"
            placeholder="questions, carousel, picture…"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <p className="catalogue-search__count" role="status">
            {shown.size === entries.length ? `${entries.length} block types` : `${shown.size} of ${entries.length} block types`}
          </p>
        </div>
        {shown.size === 0 && <p className="catalogue-search__none">No block matches “{search.trim()}”.</p>}
        <ol className="catalogue-contents__list">
          {entries
            .filter((entry) => shown.has(entry.type))
            .map((entry) => (
              <li key={entry.type}>
                <a href={`#${entry.type}`} className="catalogue-contents__link">
                  <span className="catalogue-contents__name">{plainBlockName(entry.type)}</span> <code>{entry.type}</code>{' '}
                  <span className="catalogue-contents__description">{entry.description}</span>
                </a>
              </li>
            ))}
        </ol>
      </nav>
      <main id="catalogue-main" className="catalogue-main" tabIndex={-1}>
        {/* Hidden rather than removed: a block drawn once stays drawn while the search changes. */}
        {entries.map((entry) => (
          <CatalogueSection key={entry.type} entry={entry} hidden={!shown.has(entry.type)} />
        ))}
      </main>
      <SiteToasts />
    </>
  )
}
