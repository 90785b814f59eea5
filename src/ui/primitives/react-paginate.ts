/**
 * react-paginate 8.3.0 ships only CommonJS. Under Vite the default import can arrive as the module
 * object ({ default: Component }) instead of the component, which renders nothing but React error
 * #130 at runtime while the build passes. This module unwraps it once; import ReactPaginate from here.
 */
import imported from 'react-paginate'

type PaginateComponent = typeof imported

const moduleOrComponent = imported as PaginateComponent | { default: PaginateComponent }

export const ReactPaginate: PaginateComponent =
  'default' in moduleOrComponent && moduleOrComponent.default
    ? moduleOrComponent.default
    : (moduleOrComponent as PaginateComponent)
