/**
 * Short lines, each after a check mark in its own box: the features of the farm, the points of a
 * promotion, the perks of an account, what a service includes. The block styles the list and the box
 * through its classes; `role="list"` keeps a list without bullets a list for Safari's VoiceOver.
 * Example: <CheckList className="promo-banner__points" checkClassName="promo-banner__check" iconSize={16} items={points} />
 */
import { Icon } from './icons.tsx'

export function CheckList({
  items,
  className,
  checkClassName,
  iconSize,
  role,
}: {
  items: readonly string[]
  className?: string
  checkClassName: string
  iconSize: number
  role?: 'list'
}) {
  return (
    <ul className={className} role={role}>
      {items.map((item) => (
        <li key={item}>
          <span className={checkClassName}>
            <Icon name="check" size={iconSize} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}
