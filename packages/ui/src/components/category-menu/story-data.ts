import type { CategoryMenuItem } from './CategoryMenu'

/** A category tree for stories; not part of the kit's API. */
export const sampleCategories: CategoryMenuItem[] = [
  {
    id: 'thai-literature',
    name: 'วรรณกรรมไทย',
    href: '/category/1',
    count: 1284,
    children: [
      {
        id: 'classics',
        name: 'วรรณคดี',
        href: '/category/11',
        count: 216,
        children: [
          { id: 'epic-poems', name: 'กลอนนิทาน', href: '/category/111', count: 48 },
          { id: 'nirat', name: 'นิราศ', href: '/category/112', count: 31 },
        ],
      },
      { id: 'novels', name: 'นวนิยาย', href: '/category/12', count: 732 },
      { id: 'short-stories', name: 'เรื่องสั้น', href: '/category/13', count: 336 },
    ],
  },
  {
    id: 'translated',
    name: 'วรรณกรรมแปล',
    href: '/category/2',
    count: 845,
    children: [
      { id: 'english-classics', name: 'คลาสสิกอังกฤษ', href: '/category/21', count: 122 },
      { id: 'japanese', name: 'วรรณกรรมญี่ปุ่น', href: '/category/22', count: 301 },
    ],
  },
  { id: 'comics', name: 'การ์ตูน', href: '/category/3', count: 2310 },
  { id: 'history', name: 'ประวัติศาสตร์', href: '/category/4', count: 418 },
  {
    id: 'national-library',
    name: 'หอสมุดแห่งชาติ',
    href: 'https://www.nlt.go.th/',
    external: true,
  },
]
