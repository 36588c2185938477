import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination, type PaginationProps } from './Pagination'

/** Holds the page in state, as a listing page does, and reports each change. */
function StatefulPagination({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage)
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next)
        onPageChange?.(next)
      }}
    />
  )
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 20, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'ก่อนหน้า' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'หน้า 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'ถัดไป' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
    await expect(canvas.getByRole('button', { name: 'หน้า 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'ก่อนหน้า' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1)
  },
}

export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'หน้า 6' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(6)
    await expect(canvas.getByRole('button', { name: 'หน้า 7' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'หน้า 5' }))
    await expect(canvas.getByRole('button', { name: 'หน้า 5' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ถัดไป' })).toBeDisabled()
  },
}

export const FewPages: Story = {
  args: { page: 2, totalPages: 4 },
}

/** Pages as links, as a router renders them (here plain anchors to '#'). */
export const Links: Story = {
  args: { page: 5, getHref: (page) => `#page-${page}`, onPageChange: undefined },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'ถัดไป' })).toHaveAttribute('href', '#page-6')
    await expect(canvas.getByRole('link', { name: 'หน้า 5' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}
