export {
  ErrorPage,
  type ErrorPageHomeLinkProps,
  type ErrorPageProps,
  type ErrorPageVariant,
} from './ErrorPage'
