export {
  Pagination,
  paginationItems,
  type PaginationItem,
  type PaginationLinkProps,
  type PaginationProps,
} from './Pagination'
