import { Link } from 'react-router-dom'
import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import type { PageBannerProps } from './schema.ts'
import './page-banner.css'

export default function PageBanner({ title, crumb, image }: PageBannerProps) {
  const pictureLoading = useMainPictureLoading()
  return (
    <section className="page-banner">
      <img className="page-banner__scene" src={image} alt="" width={1920} height={420} {...pictureLoading} />
      <div className="page-banner__content container">
        <h1 className="page-banner__title">{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="page-banner__trail">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{crumb}</li>
          </ol>
        </nav>
      </div>
    </section>
  )
}
