/**
 * The props many blocks' schema.ts declare the same way, each with the block's own words: a picture and its text
 * alternative, titled "Picture" and "Picture description" in the forms, and the path a card links to before a
 * record's id ("Links start with").
 * Example: z.strictObject({ image: pictureProps.picture('Square photo, 600×600'), imageAlt: pictureProps.alt('', 'Text alternative') })
 */
import { imagePath, line, sitePath, TEXT_MAX } from './schemas.ts'

/** A picture shipped in public/; `byDefault` when the block has one of its own. */
function picture(description: string): typeof imagePath
function picture(description: string, byDefault: string): ReturnType<typeof imagePath.default>
function picture(description: string, byDefault?: string) {
  return (byDefault === undefined ? imagePath : imagePath.default(byDefault)).describe(description).meta({ title: 'Picture' })
}

export const pictureProps = {
  picture,
  /** A picture's text alternative: empty when the picture is only decoration. */
  alt: (byDefault: string, description: string) =>
    line(TEXT_MAX.sentence, { canBeEmpty: true }).default(byDefault).describe(description).meta({ title: 'Picture description' }),
  /** The path each card links to, followed by its record's id, e.g. "/service-details/". */
  linkPrefix: (byDefault: string, description: string) =>
    sitePath.default(byDefault).describe(description).meta({ title: 'Links start with' }),
}
