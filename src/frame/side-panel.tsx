/** The slide-in info panel: logo, tagline, contact details and the outbound social links. */
import { site } from 'virtual:site/settings'
import { ContactList } from './contact-list.tsx'
import { SIDE_PANEL_BODY_CLASS } from './frame-constants.ts'
import { Logo } from './logo.tsx'
import { OffCanvas, type OffCanvasPanelProps } from './off-canvas.tsx'
import { SocialLinks } from '#ui/primitives/social-links.tsx'

export const SIDE_PANEL_ID = 'side-panel'

export function SidePanel({ open, onClose, triggerRef }: OffCanvasPanelProps) {
  return (
    <OffCanvas
      id={SIDE_PANEL_ID}
      className="side-panel surface-dark"
      open={open}
      onClose={onClose}
      triggerRef={triggerRef}
      side="end"
      label={`About ${site.name}`}
      closeLabel="Close info panel"
      bodyClass={SIDE_PANEL_BODY_CLASS}
      head={<Logo tone="light" onNavigate={onClose} className="off-canvas__logo" />}
    >
      <div>
        <p className="eyebrow">Welcome to the farm</p>
        <p className="side-panel__tagline">{site.tagline}</p>
      </div>
      <div className="off-canvas__section">
        <h2 className="off-canvas__heading">Contact us</h2>
        <ContactList />
      </div>
      <div className="off-canvas__section">
        <h2 className="off-canvas__heading">Follow us</h2>
        <SocialLinks profiles={site.social} label="Social profiles" className="off-canvas__social" />
      </div>
    </OffCanvas>
  )
}
