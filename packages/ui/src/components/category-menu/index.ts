export {
  CategoryMenu,
  type CategoryId,
  type CategoryMenuItem,
  type CategoryMenuProps,
} from './CategoryMenu'
