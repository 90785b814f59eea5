/**
 * Skill bars: each fills from 0 to its value once the whole bar is on screen (at once with reduced
 * motion). The prerendered HTML holds the final values, so they are right without JavaScript. Each bar
 * is a progressbar named by its title; the percentage is also written beside it.
 */
import { useId } from 'react'
import { useCountUp } from '#ui/primitives/use-count-up.ts'

export const SKILL_FILL_MS = 1200
/** Share of a bar that must be visible before it fills: all of it. */
export const SKILL_VISIBILITY = 1

export interface Skill {
  id: number
  title: string
  end: number
}

function SkillBar({ title, end }: Skill) {
  const target = Math.min(100, Math.max(0, Math.round(end)))
  const labelId = useId()
  const { ref, value: current } = useCountUp<HTMLLIElement>(target, {
    visibility: SKILL_VISIBILITY,
    durationMs: SKILL_FILL_MS,
    wholeNumbers: true,
  })

  return (
    <li ref={ref} className="skill-bar">
      <span className="skill-bar__head">
        <span id={labelId} className="skill-bar__title">
          {title}
        </span>
        <span className="skill-bar__value" aria-hidden="true">
          {current}%
        </span>
      </span>
      <span
        className="skill-bar__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={current}
        aria-valuetext={`${current}%`}
      >
        <span className="skill-bar__fill" style={{ width: `${current}%` }} />
      </span>
    </li>
  )
}

export function SkillBars({ skills }: { skills: readonly Skill[] }) {
  return (
    <ul className="skill-bars" role="list">
      {skills.map((skill) => (
        <SkillBar key={skill.id} {...skill} />
      ))}
    </ul>
  )
}
