import { Link } from 'react-router-dom'
import type { NotFoundProps } from './schema.ts'
import './not-found.css'

export default function NotFound({ code, message, linkText, linkTo }: NotFoundProps) {
  return (
    <section className="not-found section">
      <div className="container not-found__inner">
        <p className="not-found__code">{code}</p>
        <h2 className="not-found__message">{message}</h2>
        <Link className="btn btn--primary" to={linkTo}>
          {linkText}
        </Link>
      </div>
    </section>
  )
}
